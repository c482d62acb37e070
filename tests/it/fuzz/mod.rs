//! Fuzz targets: proptest properties over hostile input to every parser a person, a
//! script, a save or a state folder reaches (`scripts/fuzz` runs them longer).

mod input;
mod saves;
mod scripts;
mod state_folder;
