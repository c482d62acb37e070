//! What the state tells about the table without changing it: who leads, who is marked
//! on the pad, the order of play, the best keep of the throw waiting, and what a
//! player still needs to open. Every front end and export asks here, so they agree.

use super::State;
use crate::rules::{Keep, Points, Scorer};

impl State {
    /// The players with the highest total.
    pub(crate) fn leaders(&self) -> Vec<usize> {
        let high = self.players.iter().map(|p| p.total).max().unwrap_or(0);
        (0..self.players.len())
            .filter(|&i| self.players[i].total == high)
            .collect()
    }

    /// The players to mark: the winners once the game is over, otherwise whoever leads.
    /// When everyone is level nobody leads, so nobody is marked.
    pub fn marked_players(&self) -> Vec<usize> {
        if let Some(winners) = self.winners() {
            return winners.to_vec();
        }
        let leaders = self.leaders();
        if leaders.len() == self.players.len() {
            return Vec::new();
        }
        leaders
    }

    /// Seat indices in order of play: from the starter round the table (from the first
    /// seat while the roll-off is on).
    pub fn play_order(&self) -> Vec<usize> {
        let n = self.players.len();
        let start = self.starter.unwrap_or(0);
        (0..n).map(|i| (start + i) % n).collect()
    }

    /// The best keep of the throw waiting for its keep: what `keep` alone sets aside and
    /// what a bank straight after a throw keeps first. `None` with no throw waiting.
    pub fn best_keep(&self, scorer: &Scorer) -> Option<Keep> {
        let throw = self.turn()?.throw.as_ref()?;
        scorer.assess(&throw.counts()).best().copied()
    }

    /// Points a player would still need to bank to open, if not open.
    pub fn to_open(&self, player: usize, open_at: Points) -> Option<Points> {
        let p = self.players.get(player)?;
        if p.open {
            return None;
        }
        let in_turn = self
            .turn()
            .filter(|t| t.player == player)
            .map_or(0, |t| t.points);
        Some((open_at - in_turn).max(0))
    }

    /// Whether the player whose turn it is could bank once the turn's points are set
    /// aside: the turn's points with the waiting throw's best keep counted hold what the
    /// rules ask of a bank (the opening score before opening, and the least bank).
    pub fn may_bank(&self, scorer: &Scorer) -> bool {
        let Some(turn) = self.turn() else {
            return false;
        };
        let open = self.players.get(turn.player).is_some_and(|p| p.open);
        let pending = self.best_keep(scorer).map_or(0, |keep| keep.points());
        scorer
            .rules()
            .refuses_bank(open, turn.points + pending)
            .is_none()
    }
}
