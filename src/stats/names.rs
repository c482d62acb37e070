/// The key that makes two names one player across games: trimmed and lower-cased
/// (`" Åse "` and `"åse"` are the same player). A game refuses two names that differ
/// only in ASCII case; two that differ in other letters' case (`Åse`, `åse`) can sit
/// at one table, and [`Stats::over`](super::Stats::over) then counts them as one
/// player in that game.
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
