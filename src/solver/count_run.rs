//! The counting DP (`count.rs` says what it counts) as a run that can stop
//! at a check and go on later ([`CountRun`]): goal after goal, tile after
//! tile, each tile's sequences passed on move by move and key by key. A
//! check comes every `CHECK_INTERVAL` units of work (a tile begun, or one
//! key added to a tile ahead), so a run cut into slices between the frames
//! of a browser page stops within a fraction of a millisecond of its
//! deadline. [`count_all`] and [`count_goal`] are the run to its end in one
//! go: one implementation, the same counts and the same progress (the piece,
//! and the tiles done as `expanded`) whether cut or not.

use std::collections::HashMap;

use web_time::Instant;

use super::count::{
    CountError, Counts, GoalCount, Key, LengthCount, MAX_RADICALS, Measure, add_keys,
};
use super::progress::{Cancelled, Check, Progress};
use crate::model::{MoveTable, Rules, StartFieldUnits, Tile};

/// Units of work between two checks of the deadline, cancel and pause: a
/// tile begun is one, a key added to a tile ahead is one. The paper's rules
/// take some 1.3 million units for the four goals, so a check comes every
/// third of a millisecond or so natively (a few times more in a page).
const CHECK_INTERVAL: u32 = 1024;

/// The work left before the next check.
#[derive(Debug, Default)]
struct Pace {
    left: u32,
}

impl Pace {
    /// One unit of work: mostly a count down, every [`CHECK_INTERVAL`] a
    /// check. After a check that yields the next one is a whole interval
    /// away, so a resumed run always gets on.
    fn tick(&mut self, progress: &Progress, until: Option<Instant>) -> Check {
        if let Some(left) = self.left.checked_sub(1) {
            self.left = left;
            return Check::Go;
        }
        self.left = CHECK_INTERVAL - 1;
        progress.check(until)
    }
}

/// One tile's sequences being passed on to the tiles its moves reach.
#[derive(Debug)]
struct Passing {
    /// Each move: the tile it reaches and the key of its length.
    moves: Vec<(Tile, Key)>,
    /// The tile's sequences: length key and number.
    here: Vec<(Key, u128)>,
    /// The move being added, and its next key.
    next_move: usize,
    next_key: usize,
}

impl Passing {
    /// Adds the keys still to add; `None` when a check yields.
    fn go_on(
        &mut self,
        at: &mut [HashMap<Key, u128>],
        pace: &mut Pace,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(), CountError>> {
        while let Some(&(to, shift)) = self.moves.get(self.next_move) {
            // Moves never pass the goal, the last tile held.
            if let Some(target) = at.get_mut(usize::from(to.index())) {
                while let Some((key, count)) = self.here.get(self.next_key) {
                    match pace.tick(progress, until) {
                        Check::Go => {}
                        Check::Yield => return None,
                        Check::Stop => return Some(Err(Cancelled.into())),
                    }
                    let slot = target.entry(add_keys(key, &shift)).or_insert(0);
                    let Some(sum) = slot.checked_add(*count) else {
                        return Some(Err(CountError::Overflow(to)));
                    };
                    *slot = sum;
                    self.next_key += 1;
                }
            }
            self.next_key = 0;
            self.next_move += 1;
        }
        Some(Ok(()))
    }
}

/// One goal's forward DP in flight.
#[derive(Debug)]
struct GoalRun {
    goal: Tile,
    start: Tile,
    measure: Measure,
    /// The sequences reaching each tile up to the goal, by length key (a
    /// tile's are taken out when they are passed on).
    at: Vec<HashMap<Key, u128>>,
    /// The next tile to pass on.
    tile: u8,
    /// The tile being passed on, if one is.
    passing: Option<Passing>,
}

impl GoalRun {
    fn new(table: &MoveTable, goal: Tile, start: Tile) -> Result<GoalRun, CountError> {
        if start > goal {
            return Err(CountError::StartPastGoal { start, goal });
        }
        let mut at = vec![HashMap::new(); usize::from(goal.index()) + 1];
        if let Some(m) = at.get_mut(usize::from(start.index())) {
            m.insert([0; MAX_RADICALS], 1);
        }
        Ok(GoalRun {
            goal,
            start,
            measure: Measure::new(table.rules()),
            at,
            tile: start.index(),
            passing: None,
        })
    }

    /// Goes on until the goal is counted (`Some`) or a check yields (`None`).
    fn advance(
        &mut self,
        table: &MoveTable,
        pace: &mut Pace,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<GoalCount, CountError>> {
        loop {
            if let Some(passing) = &mut self.passing {
                if let Err(e) = passing.go_on(&mut self.at, pace, progress, until)? {
                    return Some(Err(e));
                }
                self.passing = None;
            }
            let p = self.tile;
            if p >= self.goal.index() {
                return Some(self.finish());
            }
            progress.publish_expanded(u64::from(p - self.start.index()) + 1);
            match pace.tick(progress, until) {
                Check::Go => {}
                Check::Yield => return None,
                Check::Stop => return Some(Err(Cancelled.into())),
            }
            self.tile += 1;
            let Some(from) = Tile::new(p) else { continue };
            let here = self
                .at
                .get_mut(usize::from(p))
                .map(std::mem::take)
                .unwrap_or_default();
            if here.is_empty() {
                continue;
            }
            let mut moves = Vec::with_capacity(6);
            for step in table.steps(from, self.goal) {
                match self
                    .measure
                    .step_key(table.rules(), from, step.to, step.length)
                {
                    Ok(key) => moves.push((step.to, key)),
                    Err(e) => return Some(Err(e)),
                }
            }
            self.passing = Some(Passing {
                moves,
                here: here.into_iter().collect(),
                next_move: 0,
                next_key: 0,
            });
        }
    }

    /// The goal's sequences, by length, once every tile before it is passed on.
    fn finish(&mut self) -> Result<GoalCount, CountError> {
        let goal = self.goal;
        let done = self
            .at
            .get_mut(usize::from(goal.index()))
            .map(std::mem::take)
            .unwrap_or_default();
        let mut keyed: Vec<(f64, Key, u128)> = done
            .into_iter()
            .map(|(key, sequences)| (self.measure.units(&key), key, sequences))
            .collect();
        // Shortest first; the key decides between equal floats, so the order
        // never depends on the map's.
        keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let lengths: Vec<LengthCount> = keyed
            .into_iter()
            .map(|(units, _, sequences)| LengthCount { units, sequences })
            .collect();
        let mut sequences = 0u128;
        for l in &lengths {
            sequences = sequences
                .checked_add(l.sequences)
                .ok_or(CountError::Overflow(goal))?;
        }
        let mean = if sequences > 0 {
            lengths
                .iter()
                .map(|l| l.units * l.sequences as f64)
                .sum::<f64>()
                / sequences as f64
        } else {
            f64::NAN
        };
        Ok(GoalCount {
            goal,
            start: self.start,
            sequences,
            lengths,
            mean,
        })
    }
}

/// A count of the four goals in flight: [`CountRun::resume`] it until it
/// answers.
///
/// ```
/// use maedn::model::{Rules, Tile};
/// use maedn::solver::{CountRun, Progress};
/// use web_time::{Duration, Instant};
/// let progress = Progress::default();
/// let mut run = CountRun::new(&Rules::paper(), Tile::A);
/// let counts = loop {
///     // One slice of about a millisecond, as a page between two frames.
///     if let Some(answer) = run.resume(&progress, Some(Instant::now() + Duration::from_millis(1))) {
///         break answer.unwrap();
///     }
/// };
/// assert_eq!(counts.goals[0].optimum().map(|o| o.units), Some(19_462.0));
/// ```
#[derive(Debug)]
pub struct CountRun {
    rules: Rules,
    start: Tile,
    table: MoveTable,
    /// Set when the rules cannot be measured.
    refused: Option<CountError>,
    /// The next piece to count, 1..=4 (5 once all are begun).
    next_piece: u8,
    /// The goal being counted.
    goal: Option<GoalRun>,
    goals: Vec<GoalCount>,
    pace: Pace,
    /// The answer, once there is one (given again if asked again).
    answer: Option<Result<Counts, CountError>>,
}

impl CountRun {
    /// The four goals (pieces 1..=4: goals d, c, b, a) from `start` (A for
    /// fresh pieces), nothing counted yet.
    #[must_use]
    pub fn new(rules: &Rules, start: Tile) -> CountRun {
        CountRun {
            rules: *rules,
            start,
            table: MoveTable::new(rules),
            refused: rules.validate().err().map(CountError::from),
            next_piece: 1,
            goal: None,
            goals: Vec::with_capacity(4),
            pace: Pace::default(),
            answer: None,
        }
    }

    /// Goes on with the count until it answers (`Some`) or yields (`None`).
    ///
    /// With `until`, a slice's deadline, it never blocks: it yields at the
    /// next check (every 1,024 units of work: a tile begun, a key added)
    /// once the deadline has passed, and does nothing while paused. Without
    /// it, a pause waits at the check, as on a thread of its own. Cancel
    /// ends it with [`CountError::Cancelled`]. Asked again after it
    /// answered, it gives the same answer.
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<Counts, CountError>> {
        if let Some(answer) = &self.answer {
            return Some(answer.clone());
        }
        if until.is_some() && progress.is_paused() && !progress.is_cancelled() {
            return None;
        }
        let answer = self.advance(progress, until)?;
        self.answer = Some(answer.clone());
        Some(answer)
    }

    fn advance(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<Counts, CountError>> {
        if let Some(e) = self.refused.take() {
            return Some(Err(e));
        }
        loop {
            if let Some(goal) = &mut self.goal {
                match goal.advance(&self.table, &mut self.pace, progress, until)? {
                    Ok(count) => self.goals.push(count),
                    Err(e) => return Some(Err(e)),
                }
                self.goal = None;
            }
            let piece = self.next_piece;
            if piece > 4 {
                return Some(Ok(Counts {
                    rules: self.rules,
                    goals: std::mem::take(&mut self.goals),
                    start_field_units: StartFieldUnits::new(&self.rules).total,
                }));
            }
            self.next_piece += 1;
            let Some(goal) = Tile::goal_of_piece(piece) else {
                continue;
            };
            progress.publish_piece(piece);
            match GoalRun::new(&self.table, goal, self.start) {
                Ok(run) => self.goal = Some(run),
                Err(e) => return Some(Err(e)),
            }
        }
    }
}

/// Counts every move sequence from `start` to `goal` under `table`'s rules,
/// in one go.
///
/// ```
/// use maedn::model::{MoveTable, Rules, Tile};
/// use maedn::solver::{Progress, count_goal};
/// let c = count_goal(&MoveTable::new(&Rules::paper()), Tile::D, Tile::A, &Progress::default()).unwrap();
/// assert_eq!(c.optimum().map(|o| (o.units, o.sequences)), Some((19_462.0, 1)));
/// ```
pub fn count_goal(
    table: &MoveTable,
    goal: Tile,
    start: Tile,
    progress: &Progress,
) -> Result<GoalCount, CountError> {
    let mut run = GoalRun::new(table, goal, start)?;
    let mut pace = Pace::default();
    loop {
        if let Some(out) = run.advance(table, &mut pace, progress, None) {
            return out;
        }
    }
}

/// Counts all four goals (pieces 1..=4: goals d, c, b, a) from `start` (A for
/// fresh pieces), in one go: a [`CountRun`] run to its end, waiting while
/// paused.
pub fn count_all(rules: &Rules, start: Tile, progress: &Progress) -> Result<Counts, CountError> {
    let mut run = CountRun::new(rules, start);
    loop {
        if let Some(out) = run.resume(progress, None) {
            return out;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::LengthMode;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// Resumes a count with a deadline that has always passed, so that every
    /// check yields: how many times it yielded, the answer and the progress.
    fn cut(rules: &Rules, start: Tile) -> (usize, Result<Counts, CountError>, Progress) {
        let progress = Progress::default();
        let mut run = CountRun::new(rules, start);
        let past = Instant::now();
        let mut yields = 0;
        loop {
            match run.resume(&progress, Some(past)) {
                Some(out) => return (yields, out, progress),
                None => yields += 1,
            }
        }
    }

    #[test]
    fn test_a_count_cut_at_every_check_is_that_of_one_go() {
        let exact = Rules {
            lengths: LengthMode::Exact,
            ..Rules::paper()
        };
        for (rules, start) in [
            (Rules::paper(), Tile::A),
            (exact, Tile::new(20).expect("tile")),
        ] {
            let (yields, sliced, cut_progress) = cut(&rules, start);
            let whole = Progress::default();
            let one = count_all(&rules, start, &whole).expect("one go");
            assert_eq!(sliced.expect("in slices"), one);
            assert_eq!(cut_progress.snapshot(), whole.snapshot());
            assert_eq!(whole.snapshot().piece, 4);
            // Between goals and within a tile's keys, many times.
            assert!(yields > 4, "{yields} yields");
        }
    }

    #[test]
    fn test_a_count_refuses_bad_rules_and_a_start_past_the_goal_at_its_first_step() {
        let bad = Rules {
            spacing: 0,
            ..Rules::paper()
        };
        let (_, out, _) = cut(&bad, Tile::A);
        assert!(matches!(out, Err(CountError::Rules(_))), "{out:?}");
        let past_a = Tile::new(42).expect("tile");
        let (_, out, _) = cut(&Rules::paper(), past_a);
        assert!(
            matches!(out, Err(CountError::StartPastGoal { .. })),
            "{out:?}"
        );
    }

    #[test]
    fn test_a_cancelled_count_stops_at_its_next_check() {
        let progress = Progress::default();
        let mut run = CountRun::new(&Rules::paper(), Tile::A);
        assert_eq!(run.resume(&progress, Some(Instant::now())), None);
        progress.cancel();
        let out = run.resume(&progress, None);
        assert_eq!(out, Some(Err(CountError::Cancelled(Cancelled))));
    }
}
