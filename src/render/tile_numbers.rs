//! The track tiles' numbers beside the board ([`layout`]): 0–39 from the
//! viewed colour's A, the numbering every sentence and `--position` use.
//!
//! Each number sits outside the track next to its tile (a corner's in the
//! corner's pocket), clear of every tile by [`CLEAR`] — wider than any ring,
//! so no piece, ring or letter is ever under a number — and of the other
//! numbers. Where the numbers go depends only on their size and the colour,
//! never on what else the board shows: they stay put while paths grow, and
//! the labels that come and go (move lengths, ring labels) are set round
//! them. A size too large for the corners sets every number smaller,
//! together; the numbers at the ends of the arms stand in a margin the board
//! grows for them ([`Layout::pad`]).

use std::sync::{Mutex, OnceLock};

use super::font::{self, Weight};
use super::geometry::{BOARD_SIDE, TILE_PX, tile_centre};
use super::points::{Pt, Rect};
use super::svg::halo_width;
use crate::model::{BoardTile, Colour, TRACK_TILES};

/// The numbers' size on a figure or a desk's window, in tile spacings.
pub const NUMBER_SIZE: f32 = 0.30;
/// No number comes nearer a tile's centre than this, in tile spacings: beyond
/// the hover and selection rings (1.12 × the tile's radius, stroke included),
/// and so beyond any piece, letter or mark on the tile.
pub const CLEAR: f32 = 0.44;
/// Space between two numbers, in tile spacings.
const SPACE: f32 = 0.1;
/// A number keeps this far inside the board's edge (or the margin's), in tile spacings.
const EDGE: f32 = 0.06;
/// The widest margin the numbers may add round the board, in tile spacings.
const MAX_PAD: f32 = 0.9;
/// The smallest size tried, in tile spacings (every number fits there).
const MIN_SIZE: f32 = 0.16;
/// Steps of the search for a place, in tile spacings.
const STEP: f32 = 0.04;
/// How far a number may slide along the track from its tile, in tile spacings.
const MOST_SLIDE: f32 = 0.4;
/// How far beyond its nearest place a number may move out, in tile spacings.
const MOST_OUT: f32 = 0.5;

/// One number and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Its tile.
    pub tile: BoardTile,
    /// The number as written.
    pub text: String,
    /// Where its digits are centred, in board pixels (the board's top left
    /// at 0, 0).
    pub centre: Pt,
    /// The box its digits and their halo take, in board pixels.
    pub bounds: Rect,
}

/// The numbers of one board.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Their font size in pixels.
    pub size: f32,
    /// One per track tile, in the order of the tiles.
    pub numbers: Vec<Placed>,
    /// The margin, in pixels, the board needs on every side for them (0 when
    /// they all fit on the board).
    pub pad: f32,
}

impl Layout {
    /// The boxes of every number, in board pixels.
    #[must_use]
    pub fn boxes(&self) -> Vec<Rect> {
        self.numbers.iter().map(|n| n.bounds).collect()
    }
}

/// The number written beside track tile `t` seen by `colour`: its place on
/// `colour`'s way, A = 0.
#[must_use]
pub fn number_of(colour: Colour, t: u8) -> u8 {
    BoardTile::Track(t).number_for(colour).unwrap_or(0)
}

/// The numbers of `colour`'s board at `wanted` tile spacings, or as large as
/// fits below it. The same request gives the same layout, remembered for
/// the window's next frame.
#[must_use]
pub fn layout(colour: Colour, wanted: f32) -> Layout {
    // A thousandth of a tile spacing is less than a pixel at any zoom.
    let key = (colour, (wanted.max(MIN_SIZE) * 1000.0).round() as u32);
    let memo = MEMO.get_or_init(|| Mutex::new(Vec::new()));
    if let Ok(known) = memo.lock()
        && let Some((_, l)) = known.iter().find(|(k, _)| *k == key)
    {
        return l.clone();
    }
    let fresh = compute(colour, key.1 as f32 / 1000.0);
    if let Ok(mut known) = memo.lock() {
        if known.len() >= MEMO_SIZE {
            known.remove(0);
        }
        known.push((key, fresh.clone()));
    }
    fresh
}

/// A layout's key: its colour and size in thousandths of a tile spacing.
type MemoKey = (Colour, u32);
/// Layouts computed lately, by [`MemoKey`].
static MEMO: OnceLock<Mutex<Vec<(MemoKey, Layout)>>> = OnceLock::new();
/// How many [`MEMO`] keeps.
const MEMO_SIZE: usize = 32;

/// The numbers at `wanted`, or at the largest size below it that fits
/// (found by halving the interval, to a hundredth of the size).
fn compute(colour: Colour, wanted: f32) -> Layout {
    let tracks = tracks(colour);
    if let Some(numbers) = place_all(&tracks, wanted, false) {
        return finish(wanted, numbers);
    }
    let (mut fits, mut fails) = (MIN_SIZE, wanted);
    let mut best = place_all(&tracks, MIN_SIZE, false);
    while fails - fits > wanted * 0.01 {
        let mid = (fits + fails) / 2.0;
        match place_all(&tracks, mid, false) {
            Some(numbers) => {
                fits = mid;
                best = Some(numbers);
            }
            None => fails = mid,
        }
    }
    // The smallest size always fits this board; were it ever not to, the
    // numbers would stand at their nearest places rather than not at all.
    let numbers = best
        .or_else(|| place_all(&tracks, fits, true))
        .unwrap_or_default();
    finish(fits, numbers)
}

/// A track tile and what its number's place depends on.
struct Track {
    tile: BoardTile,
    centre: Pt,
    side: Side,
    /// The centres of the tiles near it (its own too).
    near: Vec<Pt>,
    text: String,
    /// The number's advance per pixel of font size.
    width: f32,
}

fn tracks(colour: Colour) -> Vec<Track> {
    let all: Vec<Pt> = BoardTile::all().into_iter().map(tile_centre).collect();
    (0..TRACK_TILES)
        .map(|t| {
            let tile = BoardTile::Track(t);
            let centre = tile_centre(tile);
            let text = number_of(colour, t).to_string();
            Track {
                tile,
                centre,
                side: side(t),
                near: all
                    .iter()
                    .copied()
                    .filter(|c| (c.x - centre.x).hypot(c.y - centre.y) < 3.0 * TILE_PX)
                    .collect(),
                width: font::text_width(&text, 1.0, Weight::Bold),
                text,
            }
        })
        .collect()
}

fn finish(size: f32, numbers: Vec<Placed>) -> Layout {
    let over = numbers
        .iter()
        .map(|n| overhang(&n.bounds))
        .fold(0.0, f32::max);
    let pad = if over > 0.0 {
        (over + EDGE * TILE_PX).ceil()
    } else {
        0.0
    };
    Layout {
        size: size * TILE_PX,
        numbers,
        pad,
    }
}

/// How far a box reaches beyond the board (less its edge), in pixels.
fn overhang(b: &Rect) -> f32 {
    let edge = EDGE * TILE_PX;
    (edge - b.min.x)
        .max(edge - b.min.y)
        .max(b.max.x - (BOARD_SIDE - edge))
        .max(b.max.y - (BOARD_SIDE - edge))
        .max(0.0)
}

/// Which side of the track a tile's number takes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Side {
    /// A straight tile: its outward side (unit direction).
    Out((f32, f32)),
    /// An outer corner: the side its row comes from, else the side it goes
    /// on to (the one on the board's square is cheaper, see [`overhang`]).
    Corner((f32, f32), (f32, f32)),
    /// An inner corner: the pocket inside the corner, towards the board's
    /// centre (the pocket outside is where its two neighbours' numbers go).
    Inner((f32, f32)),
}

impl Side {
    fn dirs(self) -> Vec<(f32, f32)> {
        match self {
            Side::Out(d) | Side::Inner(d) => vec![d],
            Side::Corner(a, b) => vec![a, b],
        }
    }
}

fn side(t: u8) -> Side {
    let grid = |t: u8| {
        let g = BoardTile::Track(t % TRACK_TILES).grid();
        (g.x as f32, g.y as f32)
    };
    let (g, prev, next) = (grid(t), grid(t + TRACK_TILES - 1), grid(t + 1));
    let din = (g.0 - prev.0, g.1 - prev.1);
    let dout = (next.0 - g.0, next.1 - g.1);
    // The track runs with the cross's inside on its right: its left is out.
    let left = |d: (f32, f32)| (d.1, -d.0);
    let (nin, nout) = (left(din), left(dout));
    if nin == nout {
        Side::Out(nin)
    } else if dout == nin {
        // The track turns outwards: an inner corner.
        let (x, y) = (-(nin.0 + nout.0), -(nin.1 + nout.1));
        let len = x.hypot(y);
        Side::Inner((x / len, y / len))
    } else {
        Side::Corner(nin, nout)
    }
}

/// Every number placed at `size`, or `None` if one finds no place; with
/// `anyway`, a number with no free place takes its nearest.
fn place_all(tracks: &[Track], size: f32, anyway: bool) -> Option<Vec<Placed>> {
    let px = size * TILE_PX;
    let halo = halo_width(px) / 2.0;
    let cap = font::metrics(Weight::Bold).cap_height * px;
    let mut placed: Vec<Placed> = Vec::with_capacity(tracks.len());
    let mut boxes: Vec<Rect> = Vec::with_capacity(tracks.len());
    for track in tracks {
        let (w, h) = (track.width * px + 2.0 * halo, cap + 2.0 * halo);
        let spot = best_spot(track, w, h, &boxes).or_else(|| {
            anyway.then(|| {
                let d = track.side.dirs().first().copied().unwrap_or((0.0, 1.0));
                let far = CLEAR * TILE_PX + w.max(h) / 2.0;
                track.centre.offset(d.0 * far, d.1 * far)
            })
        })?;
        let bounds = Rect::around(spot, w, h);
        boxes.push(bounds);
        placed.push(Placed {
            tile: track.tile,
            text: track.text.clone(),
            centre: spot,
            bounds,
        });
    }
    Some(placed)
}

/// The cheapest free centre for a `w` × `h` box beside track tile `t`: as
/// near its tile as the tile's clear circle lets it, sliding along the track
/// or moving out only to clear another tile or number, and into the margin
/// round the board only where the board has no room.
fn best_spot(track: &Track, w: f32, h: f32, boxes: &[Rect]) -> Option<Pt> {
    let (tile, centre, side, near) = (track.tile, track.centre, track.side, &track.near);
    let clear = CLEAR * TILE_PX;
    let space = SPACE * TILE_PX / 2.0;
    let limit =
        Rect::from_size(Pt::default(), BOARD_SIDE, BOARD_SIDE).expanded((MAX_PAD - EDGE) * TILE_PX);
    // An inner corner's number keeps to its quarter of the board, so that
    // the four round the centre never crowd each other.
    let middle = BOARD_SIDE / 2.0;
    let quarter = |b: &Rect| match side {
        Side::Inner(_) => {
            let g = tile.grid();
            (if g.x < 0 {
                b.max.x <= middle - space
            } else {
                b.min.x >= middle + space
            }) && (if g.y < 0 {
                b.max.y <= middle - space
            } else {
                b.min.y >= middle + space
            })
        }
        Side::Out(_) | Side::Corner(..) => true,
    };
    let mut candidates: Vec<(f32, Pt)> = Vec::new();
    let slides = (MOST_SLIDE / STEP).round() as i32;
    for (k, dir) in side.dirs().into_iter().enumerate() {
        let along = (-dir.1, dir.0);
        for i in -slides..=slides {
            let slide = i as f32 * STEP;
            let at = |d: f32| {
                Pt::new(
                    centre.x + (dir.0 * d + along.0 * slide) * TILE_PX,
                    centre.y + (dir.1 * d + along.1 * slide) * TILE_PX,
                )
            };
            // The nearest place clear of its own tile.
            let mut d = 0.0;
            while Rect::around(at(d), w, h).distance_to(centre) < clear && d < 3.0 {
                d += STEP / 2.0;
            }
            let first = d;
            while d <= first + MOST_OUT {
                let p = at(d);
                let over = overhang(&Rect::around(p, w, h)) / TILE_PX;
                let cost = (d - first) + slide.abs() * 0.8 + k as f32 * 0.35 + over * 4.0;
                candidates.push((cost, p));
                d += STEP;
            }
        }
    }
    candidates.sort_by(|a, b| a.0.total_cmp(&b.0));
    candidates.into_iter().map(|(_, p)| p).find(|p| {
        let b = Rect::around(*p, w, h);
        b.min.x >= limit.min.x
            && b.min.y >= limit.min.y
            && b.max.x <= limit.max.x
            && b.max.y <= limit.max.y
            && quarter(&b)
            && near.iter().all(|c| b.distance_to(*c) >= clear)
            && boxes
                .iter()
                .all(|o| !b.expanded(space).intersects(&o.expanded(space)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [f32; 5] = [0.2, NUMBER_SIZE, 0.34, 0.45, 0.6];

    #[test]
    fn test_each_track_tile_gets_its_number_from_the_colours_a() {
        for colour in Colour::ALL {
            let l = layout(colour, NUMBER_SIZE);
            assert_eq!(l.numbers.len(), 40);
            for (t, n) in l.numbers.iter().enumerate() {
                assert_eq!(n.tile, BoardTile::Track(t as u8));
                // The colour's A is written 0, the tile before it 39.
                let own = (t + 40 - 10 * usize::from(colour.quarter_turns())) % 40;
                assert_eq!(n.text, own.to_string(), "{colour:?} tile {t}");
            }
        }
        assert_eq!(number_of(Colour::Red, 30), 0);
        assert_eq!(number_of(Colour::Red, 29), 39);
    }

    #[test]
    fn test_numbers_keep_clear_of_every_tile_and_of_each_other() {
        let centres: Vec<Pt> = BoardTile::all().into_iter().map(tile_centre).collect();
        for colour in Colour::ALL {
            for wanted in SIZES {
                let l = layout(colour, wanted);
                let boxes = l.boxes();
                for (i, b) in boxes.iter().enumerate() {
                    for c in &centres {
                        // No ring, piece or letter reaches this far from a centre.
                        assert!(
                            b.distance_to(*c) >= CLEAR * TILE_PX - 1e-3,
                            "{colour:?} {wanted}: number {} over the tile at {c:?}",
                            l.numbers[i].text
                        );
                    }
                    for o in &boxes[i + 1..] {
                        assert!(!b.intersects(o), "{colour:?} {wanted}: two numbers meet");
                    }
                    let board =
                        Rect::from_size(Pt::default(), BOARD_SIDE, BOARD_SIDE).expanded(l.pad);
                    assert!(
                        board.min.x <= b.min.x
                            && board.min.y <= b.min.y
                            && b.max.x <= board.max.x
                            && b.max.y <= board.max.y,
                        "{colour:?} {wanted}: number {} off the board",
                        l.numbers[i].text
                    );
                }
            }
        }
    }

    /// A number is read as the nearest track tile's: its own.
    #[test]
    fn test_each_number_stands_nearest_its_own_tile() {
        for wanted in SIZES {
            let l = layout(Colour::Black, wanted);
            for n in &l.numbers {
                let nearest = (0..TRACK_TILES)
                    .map(BoardTile::Track)
                    .min_by(|a, b| {
                        let d = |t: &BoardTile| {
                            let c = tile_centre(*t);
                            (c.x - n.centre.x).hypot(c.y - n.centre.y)
                        };
                        d(a).total_cmp(&d(b))
                    })
                    .unwrap_or(BoardTile::Track(0));
                assert_eq!(nearest, n.tile, "{wanted}: number {}", n.text);
            }
        }
    }

    /// Too large for the corners, every number is set smaller together, and
    /// the board still holds them at a third of a tile spacing or more.
    #[test]
    fn test_a_size_too_large_is_set_smaller_and_one_that_fits_is_kept() {
        let kept = layout(Colour::Black, NUMBER_SIZE);
        assert!((kept.size - NUMBER_SIZE * TILE_PX).abs() < 1e-3);
        let large = layout(Colour::Black, 0.6);
        assert!(large.size < 0.6 * TILE_PX);
        assert!(large.size >= 0.33 * TILE_PX, "{}", large.size / TILE_PX);
        assert!(large.pad > 0.0 && large.pad <= MAX_PAD * TILE_PX);
    }
}
