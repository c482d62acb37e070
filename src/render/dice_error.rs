use crate::dice::DiceError;

/// The error, and for a bad character the input again with a caret under it, so the
/// player sees which of several dice was wrong. A long input is shown cut around the
/// fault.
pub fn dice_error(input: &str, error: &DiceError) -> String {
    match error {
        DiceError::NotAFace { column, .. } => {
            let (shown, caret) = super::echo_at(input, *column);
            format!("{error}\n  {shown}\n  {}^", " ".repeat(caret))
        }
        _ => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;

    #[test]
    fn the_caret_points_at_the_bad_face() {
        let input = "1 2 7";
        let err = Faces::parse(input).expect_err("7 is no face");
        assert_eq!(
            dice_error(input, &err),
            "`7` is not a die face: faces are 1 to 6 (digits or ⚀–⚅)\n  1 2 7\n      ^"
        );
    }

    #[test]
    fn a_long_input_is_cut_and_the_caret_still_points_at_the_fault() {
        let input = format!("{}7{}", "1".repeat(5_000_000), "2".repeat(5_000_000));
        let err = Faces::parse(&input).expect_err("7 is no face");
        let message = dice_error(&input, &err);
        let lines: Vec<&str> = message.lines().collect();
        assert_eq!(lines.len(), 3, "{message}");
        assert!(lines[1].chars().count() < 60, "{}", lines[1]);
        let caret = lines[2].chars().count() - 1;
        assert_eq!(lines[1].chars().nth(caret), Some('7'), "{message}");
    }
}
