//! `maedn animate` in APNG and WebP, decoded back with the `png` and `image-webp`
//! crates: the right number of frames, the first and last the PNG export of the
//! same scene (losslessly), the last held longest; every format streams its
//! frames.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::io::Cursor;
use std::path::Path;

use crate::animate::{SIZE, animate, assert_written, difference, request};
use crate::support::scratch;
use maedn::figures::FigureRequest;
use maedn::figures::animations::{piece_frames, piece_path};
use maedn::render::Figure;
use maedn::render::animation::LAST_FRAME_HOLD_CS;
use maedn::solver::Settings;

/// The mean channel difference allowed for a lossless format: none.
const LOSSLESS_CLOSE: f64 = 0.001;

/// Every frame of an APNG, composed onto its canvas, as RGBA, with its
/// delay in milliseconds.
fn decode_apng(path: &Path) -> Vec<(Vec<u8>, u32)> {
    let bytes = std::fs::read(path).unwrap();
    let mut reader = png::Decoder::new(Cursor::new(bytes)).read_info().unwrap();
    let (w, h) = (reader.info().width as usize, reader.info().height as usize);
    assert_eq!((w as u32, h as u32), (SIZE.width, SIZE.height));
    let frames = reader.info().animation_control().unwrap().num_frames;
    let mut canvas = vec![0u8; w * h * 4];
    let mut out = Vec::new();
    let mut buf = vec![0u8; reader.output_buffer_size().unwrap()];
    for _ in 0..frames {
        let info = reader.next_frame(&mut buf).unwrap();
        let fc = *reader.info().frame_control().unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgba);
        let (x0, y0) = (fc.x_offset as usize, fc.y_offset as usize);
        for (i, px) in buf[..info.buffer_size()].chunks_exact(4).enumerate() {
            // Each pixel is opaque or, over the frame before, transparent.
            assert!(px[3] == 255 || (px[3] == 0 && fc.blend_op == png::BlendOp::Over));
            if px[3] == 0 {
                continue;
            }
            let (x, y) = (x0 + i % fc.width as usize, y0 + i / fc.width as usize);
            let at = (y * w + x) * 4;
            canvas[at..at + 4].copy_from_slice(px);
        }
        let ms = u32::from(fc.delay_num) * 1000 / u32::from(fc.delay_den.max(1));
        out.push((canvas.clone(), ms));
    }
    out
}

/// Every frame of an animated WebP, as RGBA (the decoder composes them),
/// with its delay in milliseconds.
fn decode_webp(path: &Path) -> Vec<(Vec<u8>, u32)> {
    let bytes = std::fs::read(path).unwrap();
    let mut decoder = image_webp::WebPDecoder::new(Cursor::new(bytes)).unwrap();
    assert!(decoder.is_animated());
    assert_eq!(decoder.dimensions(), (SIZE.width, SIZE.height));
    let mut buf = vec![0u8; decoder.output_buffer_size().unwrap()];
    let channels = buf.len() / (SIZE.width * SIZE.height) as usize;
    let mut out = Vec::new();
    for _ in 0..decoder.num_frames() {
        let ms = decoder.read_frame(&mut buf).unwrap();
        let rgba: Vec<u8> = buf
            .chunks_exact(channels)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect();
        out.push((rgba, ms));
    }
    out
}

/// `frames` are `figures`: their number, the first and last against their
/// PNG exports within `close` (and not against each other), the last held
/// longest.
fn assert_decoded(frames: &[(Vec<u8>, u32)], figures: &[Figure], close: f64) {
    assert_eq!(frames.len(), figures.len());
    let (first, last) = (&frames[0], &frames[frames.len() - 1]);
    let same_first = difference(&first.0, figures, &figures[0]);
    let same_last = difference(&last.0, figures, &figures[figures.len() - 1]);
    assert!(same_first < close, "first frame: {same_first}");
    assert!(same_last < close, "last frame: {same_last}");
    let crossed = difference(&first.0, figures, &figures[figures.len() - 1]);
    assert!(crossed > 0.5, "{crossed}");
    assert_eq!(last.1, u32::from(LAST_FRAME_HOLD_CS) * 10);
    assert!(first.1 < last.1);
}

#[test]
fn test_an_apng_is_lossless_with_a_frame_per_move() {
    let dir = scratch("animate", "apng");
    let path = dir.join("piece-1.png");
    let out = animate("piece-1", "apng", &path);
    assert_written(&path, &out);
    let request = FigureRequest {
        settings: Settings::default(),
        ..request()
    };
    let d = piece_path(&request, 1).unwrap();
    let figures = piece_frames(&d, &request);
    assert_decoded(&decode_apng(&path), &figures, LOSSLESS_CLOSE);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_a_webp_is_lossless_with_a_frame_per_move() {
    let dir = scratch("animate", "webp");
    let path = dir.join("piece-2.webp");
    let out = animate("piece-2", "webp", &path);
    assert_written(&path, &out);
    let request = FigureRequest {
        settings: Settings::default(),
        ..request()
    };
    let d = piece_path(&request, 2).unwrap();
    let figures = piece_frames(&d, &request);
    assert_decoded(&decode_webp(&path), &figures, LOSSLESS_CLOSE);
    std::fs::remove_dir_all(&dir).ok();
}

/// A sink that counts what reached it, for watching an encoder write.
struct Counting {
    inner: Cursor<Vec<u8>>,
    written: std::rc::Rc<std::cell::Cell<usize>>,
}

impl std::io::Write for Counting {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = std::io::Write::write(&mut self.inner, buf)?;
        self.written.set(self.inner.get_ref().len());
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl std::io::Seek for Counting {
    fn seek(&mut self, pos: std::io::SeekFrom) -> std::io::Result<u64> {
        std::io::Seek::seek(&mut self.inner, pos)
    }
}

/// Every format writes each frame as soon as it is rendered: the file
/// grows frame by frame and is never held whole in memory (a 5,000-frame
/// WebP was built in memory and copied, 1.39 GB); what reaches the sink is
/// the whole animation.
#[test]
fn test_every_format_streams_its_frames() {
    use maedn::render::animation::{
        AnimationFormat, AnimationOptions, FrameSize, encode, encode_to,
    };
    let request = FigureRequest {
        settings: Settings::default(),
        ..request()
    };
    let d = piece_path(&request, 2).unwrap();
    let figures = piece_frames(&d, &request);
    let options = AnimationOptions {
        size: FrameSize {
            width: 160,
            height: 120,
        },
        fps: 2,
    };
    for format in [
        AnimationFormat::Gif,
        AnimationFormat::Apng,
        AnimationFormat::Webp,
    ] {
        let written = std::rc::Rc::new(std::cell::Cell::new(0));
        let mut sink = Counting {
            inner: Cursor::new(Vec::new()),
            written: std::rc::Rc::clone(&written),
        };
        let mut seen = Vec::new();
        let mut report = |_: usize, _: usize| {
            seen.push(written.get());
            true
        };
        let bytes = encode_to(format, &figures, &options, &mut report, &mut sink).unwrap();
        assert_eq!(seen.len(), figures.len(), "{format}");
        assert!(
            seen[0] > 0,
            "{format}: nothing written after the first frame"
        );
        assert!(
            seen.windows(2).all(|w| w[1] > w[0]),
            "{format}: written after each frame {seen:?}"
        );
        let whole = sink.inner.into_inner();
        assert_eq!(bytes, whole.len() as u64, "{format}");
        assert_eq!(
            whole,
            encode(format, &figures, &options, &mut |_, _| true).unwrap(),
            "{format}"
        );
    }
}
