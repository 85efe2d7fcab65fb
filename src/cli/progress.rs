//! Progress on stderr, shown only when stderr is a terminal.

use indicatif::{ProgressBar, ProgressStyle};
use pegsol::LayerDone;

/// A bar that follows the layers of a pass.
pub struct LayerBar(ProgressBar);

impl LayerBar {
    pub fn new(what: &str) -> LayerBar {
        let bar = ProgressBar::new(0).with_style(
            ProgressStyle::with_template("{prefix} layer {pos}/{len} [{elapsed_precise}] {msg}")
                .expect("valid template"),
        );
        bar.set_prefix(what.to_string());
        LayerBar(bar)
    }

    pub fn layer_done(&self, done: LayerDone) {
        self.0.set_length(done.of as u64);
        self.0.set_position(done.layers as u64);
        self.0.set_message(format!("{} positions in the last layer", done.positions));
    }
}

impl Drop for LayerBar {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}
