//! What the table reads and types: every screen and its width, follow-up texts, text
//! from outside marbles, lines typed ahead or piped, and Bokmål kept clean.

mod norsk_guard;
mod piped_refusals;
mod screens;
mod shown_text;
mod talk;
mod typed_ahead;
mod typed_text;
mod width;
