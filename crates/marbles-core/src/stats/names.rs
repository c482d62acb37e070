/// The key that makes two names one player across games: the game's own
/// `name_key` (`" Åse "` and `"åse"` are the same player), so
/// the players a game tells apart are told apart here too. Saves from before a game
/// refused `Åse` beside `åse` may hold both; [`Stats::over`](super::Stats::over) then
/// counts them as one player in that game.
pub fn player_key(name: &str) -> String {
    crate::game::name_key(name)
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
