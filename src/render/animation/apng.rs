//! The APNG encoder (the `png` crate's animation support): every frame in
//! full colour, lossless; each frame after the first stores only the
//! rectangle that changed, its unchanged pixels transparent, and is blended
//! over the previous one.

use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};

use ::png::{BitDepth, BlendOp, ColorType, Compression, DisposeOp, Encoder, Writer};

use super::frames::Rendered;
use super::{AnimationError, AnimationOptions, Figure, changes_only};

/// The sink, shared with the `png` crate's writer: its `finish` keeps what
/// it writes to, so the sink is taken back from here at the end.
struct Shared<W>(Arc<Mutex<W>>);

impl<W: Write> Write for Shared<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .flush()
    }
}

/// A looping APNG being encoded into `W`, a frame at a time.
pub(super) struct Apng<W: Write> {
    sink: Arc<Mutex<W>>,
    writer: Writer<Shared<W>>,
    rendered: Rendered,
    options: AnimationOptions,
    total: usize,
}

impl<W: Write> Apng<W> {
    /// The header of an animation of `figures`, written to `out`.
    pub(super) fn new(
        figures: &[Figure],
        options: &AnimationOptions,
        out: W,
    ) -> Result<Apng<W>, AnimationError> {
        let size = options.size;
        let total = figures.len();
        let frames = u32::try_from(total).map_err(|_| AnimationError::Empty)?;
        let rendered = Rendered::new(figures, size)?;
        let sink = Arc::new(Mutex::new(out));
        let mut encoder = Encoder::new(Shared(Arc::clone(&sink)), size.width, size.height);
        encoder.set_color(ColorType::Rgba);
        encoder.set_depth(BitDepth::Eight);
        // zlib's default level: level 9 (`High`) spent about 10 % of the whole
        // export's CPU time for 3 % smaller files (docs/benchmarks.md).
        encoder.set_compression(Compression::Balanced);
        // 0 plays: loop for ever.
        encoder.set_animated(frames.max(1), 0)?;
        Ok(Apng {
            writer: encoder.write_header()?,
            sink,
            rendered,
            options: *options,
            total,
        })
    }

    /// Renders and writes the next frame, `figure`.
    pub(super) fn add(&mut self, figure: &Figure) -> Result<(), AnimationError> {
        let Apng {
            writer,
            rendered,
            options,
            total,
            ..
        } = self;
        let width = options.size.width as usize;
        rendered.next(figure, |frame| {
            let (x, y, w, h) = frame.rect;
            let to32 = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
            writer.reset_frame_position()?;
            writer.set_frame_dimension(to32(w), to32(h))?;
            writer.set_frame_position(to32(x), to32(y))?;
            let ms = options.delay_ms(frame.index, *total);
            writer.set_frame_delay(u16::try_from(ms).unwrap_or(u16::MAX), 1000)?;
            writer.set_dispose_op(DisposeOp::None)?;
            // The first frame replaces the (empty) canvas; each later one's
            // transparent pixels keep what was there.
            let blend = if frame.previous.is_some() {
                BlendOp::Over
            } else {
                BlendOp::Source
            };
            writer.set_blend_op(blend)?;
            writer.write_image_data(&changes_only(
                frame.rgba,
                frame.previous,
                width,
                frame.rect,
            ))?;
            Ok(())
        })
    }

    /// Ends the file; gives the sink back.
    pub(super) fn finish(self) -> Result<W, AnimationError> {
        self.writer.finish()?;
        let mutex = Arc::try_unwrap(self.sink).map_err(|_| {
            AnimationError::Write(std::io::Error::other("the PNG writer kept its sink"))
        })?;
        Ok(mutex.into_inner().unwrap_or_else(PoisonError::into_inner))
    }
}
