//! Solves the standard rules' two-player win table from scratch and writes it where the
//! binary ships it from, with the slopes of its turns beside it (`standard_slopes.bin`
//! for `standard.bin`: a solve of house rules starts from both):
//!
//! ```text
//! cargo run --release --example win_table -- crates/marbles-core/src/odds/win/standard.bin
//! ```
//!
//! It prints the model's size, each sweep's largest change, the closing Bellman
//! residual and the time taken (on stderr, so the table's bytes are the only output).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use marbles::testing::render::Words;
use marbles_core::odds::win::{Progress, Stage, Standing, WinModel, solve};

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!(
            "usage: cargo run --release --example win_table -- FILE (e.g. crates/marbles-core/src/odds/win/standard.bin)"
        );
        return ExitCode::FAILURE;
    };
    let model = WinModel::standard();
    eprintln!(
        "standard rules: {} turn-start standings, {} within-turn states, fingerprint {:016x}",
        model.standings(),
        model.turn_states(),
        model.fingerprint()
    );
    let started = Instant::now();
    let (table, report) = solve(&model, &|progress: Progress| {
        if progress.done == 0 {
            match progress.stage {
                Stage::Sweep { number, change } => eprintln!(
                    "  sweep {number:>3} at {:>6.1} s, last change {}",
                    started.elapsed().as_secs_f64(),
                    change.map_or("-".to_owned(), |c| format!("{c:.3e}"))
                ),
                Stage::Check => eprintln!(
                    "  Bellman check at {:.1} s",
                    started.elapsed().as_secs_f64()
                ),
            }
        }
    });
    let elapsed = started.elapsed();
    eprintln!(
        "solved in {:.1} s: {} sweeps, {} turn sweeps, last change {:.3e}, Bellman residual {:.3e}",
        elapsed.as_secs_f64(),
        report.sweeps,
        report.turn_solves,
        report.change,
        report.residual
    );
    match table.chance(&Standing::START) {
        Ok(chance) => eprintln!("first player's chance at 0-0: {:.6}%", chance * 100.0),
        Err(err) => eprintln!("no chance at 0-0: {}", err.words()),
    }
    let path = PathBuf::from(path);
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let slopes_path = path.with_file_name(format!("{stem}_slopes.bin"));
    let Some(slopes) = table.slopes_to_bytes() else {
        eprintln!("the solve gave no slopes");
        return ExitCode::FAILURE;
    };
    for (path, bytes) in [(&path, table.to_bytes()), (&slopes_path, slopes)] {
        if let Err(err) = std::fs::write(path, &bytes) {
            eprintln!("could not write {}: {err}", path.display());
            return ExitCode::FAILURE;
        }
        eprintln!("wrote {} bytes to {}", bytes.len(), path.display());
    }
    ExitCode::SUCCESS
}
