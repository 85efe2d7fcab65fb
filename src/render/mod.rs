//! Rendering: every format of every result the engine computes, in one
//! place. The engine modules compute and return plain values; this layer
//! turns them into what people and programs read, and the command line only
//! prints what it returns.
//!
//! One shape for all of them: a free function named for the result and the
//! format, taking the value (`render::table_text(&table, naming)`,
//! `render::sheet_html(&sheet)`), never a method added to the value's type
//! from here. A type's own module then says what the value is, this one
//! every way it is written, and a format is found by its name in one list.
//! Two formats are also read back, each with its reader: the `count`
//! report's JSON in [`crate::report`], the atlas's JSON here
//! ([`atlas_from_json`]).
//!
//! | result | formats | where |
//! |---|---|---|
//! | the `count` report ([`crate::ForwardStats`]) | text (JSON: [`crate::report`]) | [`count_text`] |
//! | a pass's plan ([`crate::Forecast`], `count --plan`) | text, JSON | [`forecast_text`], [`forecast_json`] |
//! | the table ([`crate::Table`]) | text, Markdown, CSV, JSON, SVG | [`table_text`], [`table_markdown`], [`table_csv`], [`table_json`], [`table_svg`] |
//! | memorization sheets ([`crate::sheet::Sheet`]) | text, Markdown, SVG, HTML | [`sheet_text`], [`sheet_markdown`], [`sheet_svg`], [`sheet_html`] |
//! | a certificate ([`crate::Certificate`], `prove`) | text | [`certificate_text`] |
//! | the fewest moves on a board ([`crate::moves::BoardFewest`]) | text, JSON | [`fewest_text`], [`fewest_json`] |
//! | the atlas of a board ([`crate::moves::Atlas`], `fewest --each`) | text, Markdown, JSON (read back: [`atlas_from_json`]; one problem for a checkpoint: [`atlas_outcome_json`], [`atlas_outcome_from_json`], its file with its checksum: [`atlas_outcome_file`], [`atlas_outcome_file_name`], [`atlas_outcome_from_file`]), HTML, solution files | [`atlas_text`], [`atlas_markdown`], [`atlas_json`], [`atlas_html`], [`atlas_witness`] |
//! | a beam's witness ([`crate::moves::beam::Witness`], `fewest --beam`) | solution file, JSON | [`beam_text`], [`beam_json`] |
//! | estimates ([`crate::estimate::Estimates`]) | text, JSON | [`estimate_text`], [`estimate_json`] |
//! | one solution, or why there is none | text, JSON | [`solve_text`], [`solve_json`] |
//! | one search within N moves ([`crate::moves::WithinMoves`], `solve --shortest --within`) | text, JSON | [`within_text`], [`within_json`] |
//! | a given list of jumps checked (`solve --check`) | text, JSON | [`replay_text`], [`replay_json`] |
//! | the `verify` report (from the `pegsol-verify` crate) | text, JSON | [`verify_report_text`], [`verify_report_json`] |
//! | a position's analysis ([`crate::analysis::Analysis`], `serve`) | JSON | [`analysis_json`] |
//! | a board | text diagram, SVG diagram | [`diagram`], [`svg`] |
//!
//! Numbers are written the same way everywhere:
//!
//! ```
//! use pegsol::render::{count_text, percent, thousands};
//! use pegsol::{forward, Board, CountedBy, Reduction};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let (empty, naming) = t4.parse_holes("2").unwrap();
//! let stats = forward(&t4, t4.with_empty(&empty), Reduction::Symmetry);
//! let text = count_text(&t4, &empty, naming, &stats, CountedBy::Forward);
//! // Seed 002: from hole 2 of T4, 93 games, 14 of them solutions.
//! assert!(text.contains("complete games           93\n"));
//! assert!(text.contains("solutions (1 peg left)   14   15.05% of games\n"));
//! assert_eq!(thousands(&1234567u32.into()), "1,234,567");
//! assert_eq!(percent(14.0 / 93.0), "15.05%");
//! ```

mod analysis;
mod atlas;
mod atlas_json;
mod atlas_page;
mod beam;
mod certificate;
mod count;
pub mod diagram;
pub mod escape;
mod estimate;
mod fewest;
mod forecast;
mod numbers;
mod sheet;
mod solve;
pub mod svg;
mod table;
mod table_svg;
mod verify;

pub use analysis::{analysis_json, Answer};
pub use atlas::{atlas_markdown, atlas_text, atlas_witness};
pub use atlas_json::{
    atlas_from_json, atlas_json, atlas_outcome_file, atlas_outcome_file_name, atlas_outcome_from_file,
    atlas_outcome_from_json, atlas_outcome_json, AtlasFormatError,
};
pub use atlas_page::atlas_html;
pub use beam::{beam_json, beam_text};
pub use certificate::certificate_text;
pub use count::count_text;
pub use estimate::{estimate_json, estimate_text, rounded, rounded_down, rounded_up};
pub use fewest::{fewest_json, fewest_text};
pub use forecast::{forecast_json, forecast_text};
pub use numbers::{percent, thousands};
pub use sheet::{sheet_html, sheet_markdown, sheet_svg, sheet_text};
pub use solve::{replay_json, replay_text, solve_json, solve_text, within_json, within_text};
pub use table::{table_csv, table_json, table_markdown, table_text};
pub use table_svg::table_svg;
pub use verify::{verify_input_error, verify_report_json, verify_report_text};
