//! Where phones reach the live pad: the address bound, or for a wildcard bind the
//! machine's address on the local network, found without sending anything.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

/// The address to print for a server bound to `bound`. A wildcard (`0.0.0.0`, `::`)
/// listens everywhere, which a phone cannot type: it is replaced by the address this
/// machine would use towards the local network, or loopback when there is none.
pub(super) fn shown(bound: SocketAddr) -> SocketAddr {
    if !bound.ip().is_unspecified() {
        return bound;
    }
    SocketAddr::new(
        lan_address().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        bound.port(),
    )
}

/// The machine's own address on the local network. Connecting a UDP socket only picks
/// the route and the local address for it; no packet is sent. The target is a private
/// address, so the choice is the interface facing the local network.
fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 168, 0, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_address_is_shown_as_bound_and_a_wildcard_never_is() {
        let bound: SocketAddr = "127.0.0.1:8080".parse().expect("address");
        assert_eq!(shown(bound), bound);
        let any: SocketAddr = "0.0.0.0:8080".parse().expect("address");
        let shown = shown(any);
        assert!(!shown.ip().is_unspecified());
        assert_eq!(shown.port(), 8080);
    }
}
