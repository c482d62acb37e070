//! The roll-off that decides who starts.

use serde::Serialize;

use crate::dice::Face;

/// Who starts: every contender throws one die; the tied highest throw again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RollOff {
    /// Players throwing in this round of the roll-off, in seating order.
    pub(crate) contenders: Vec<usize>,
    /// Dice thrown so far this round, in the contenders' order.
    pub(crate) thrown: Vec<Face>,
}

impl RollOff {
    pub(crate) fn new(players: usize) -> RollOff {
        RollOff {
            contenders: (0..players).collect(),
            thrown: Vec::new(),
        }
    }

    /// The player whose die is awaited.
    pub fn next(&self) -> Option<usize> {
        self.contenders.get(self.thrown.len()).copied()
    }

    /// Records a die. Returns the starter once one player is highest, or starts a new
    /// round among the tied.
    pub(crate) fn throw(&mut self, face: Face) -> Option<usize> {
        self.thrown.push(face);
        if self.thrown.len() < self.contenders.len() {
            return None;
        }
        let high = self.thrown.iter().max().copied()?;
        let tied: Vec<usize> = self
            .contenders
            .iter()
            .zip(&self.thrown)
            .filter(|&(_, &f)| f == high)
            .map(|(&p, _)| p)
            .collect();
        if let [starter] = tied[..] {
            return Some(starter);
        }
        self.contenders = tied;
        self.thrown.clear();
        None
    }
}
