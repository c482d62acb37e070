//! Tidy checks in the spirit of rust-analyzer's: the layers, the rules map, the
//! catalogues and the write sites, held by tests that read the source.

mod layers;
mod rules;
mod text;
mod writes;
