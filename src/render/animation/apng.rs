//! The APNG encoder (the `png` crate's animation support): every frame in
//! full colour, lossless; each frame after the first stores only the
//! rectangle that changed, its unchanged pixels transparent, and is blended
//! over the previous one.

use ::png::{BitDepth, BlendOp, ColorType, Compression, DisposeOp, Encoder};

use super::{AnimationError, AnimationOptions, AnimationSink, Figure, changes_only, each_frame};

/// Encodes `figures` as a looping APNG into `out`, calling
/// `progress(done, total)` after each frame (`false` stops).
pub(super) fn encode_apng(
    figures: &[Figure],
    options: &AnimationOptions,
    progress: &mut dyn FnMut(usize, usize) -> bool,
    out: &mut dyn AnimationSink,
) -> Result<(), AnimationError> {
    let size = options.size;
    let total = figures.len();
    let frames = u32::try_from(total).map_err(|_| AnimationError::Empty)?;
    let mut encoder = Encoder::new(out, size.width, size.height);
    encoder.set_color(ColorType::Rgba);
    encoder.set_depth(BitDepth::Eight);
    // zlib's default level: level 9 (`High`) spent about 10 % of the whole
    // export's CPU time for 3 % smaller files (docs/benchmarks.md).
    encoder.set_compression(Compression::Balanced);
    // 0 plays: loop for ever.
    encoder.set_animated(frames.max(1), 0)?;
    let mut writer = encoder.write_header()?;
    each_frame(figures, size, progress, |frame| {
        let (x, y, w, h) = frame.rect;
        let to32 = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        writer.reset_frame_position()?;
        writer.set_frame_dimension(to32(w), to32(h))?;
        writer.set_frame_position(to32(x), to32(y))?;
        let ms = options.delay_ms(frame.index, total);
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
        let width = size.width as usize;
        writer.write_image_data(&changes_only(frame.rgba, frame.previous, width, frame.rect))?;
        Ok(())
    })?;
    writer.finish()?;
    Ok(())
}
