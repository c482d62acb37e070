use crate::dice::DiceError;

/// The error, and for a bad character the input again with a caret under it, so the
/// player sees which of several dice was wrong.
pub fn dice_error(input: &str, error: &DiceError) -> String {
    match error {
        DiceError::NotAFace { column, .. } => {
            format!("{error}\n  {input}\n  {:>width$}", "^", width = column + 1)
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
}
