/// The key that makes two names one player across games: trimmed and lower-cased
/// (`" Åse "` and `"åse"` are the same player). A game refuses two players whose names
/// differ only in case, so within one game the key is unique too.
pub fn player_key(name: &str) -> String {
    name.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_trimmed_and_whatever_their_case() {
        assert_eq!(player_key(" Ann "), player_key("ANN"));
        assert_eq!(player_key("Åse"), player_key("åse"));
        assert_ne!(player_key("Ann"), player_key("Anne"));
    }
}
