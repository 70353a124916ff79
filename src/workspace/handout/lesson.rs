//! The lesson's pages: a [`Lesson`] walked slide by slide in the state each
//! slide describes (all four pieces brought out, the search watched to its
//! first pruned call from call 20 on, the whole game at its last roll, the
//! paper's bound), every number
//! waited for from the lesson's own facts (the window's code, at the
//! settings each slide names), each slide's words from its texts and its
//! board or chart from the same scenes and charts the window draws.

use std::time::Duration;
use web_time::Instant;

use crate::figures::handout::alt::{board_alt, chart_alt};
use crate::figures::handout::lesson::{SlideSheet, TableRow, Visual, slide_page};
use crate::figures::lesson_charts::{bound_chart, lengths_chart, ordinary_chart};
use crate::figures::rolls_chart;
use crate::figures::scenes::explore::{RetroLook, retro_scene};
use crate::figures::scenes::lesson as scenes;
use crate::i18n::words::game_roll_line;
use crate::i18n::{Tr, count_arg};
use crate::model::{Bits, MoveTable, Rules};
use crate::render::pdf::{Page, PageSize};
use crate::render::{Chart, Palette, Scene};
use crate::solver::{Progress, admissible_bound};
use crate::tr;
use crate::workspace::Slide;
use crate::workspace::board_scenes::solve_scene;
use crate::workspace::export_failure::ExportFailure;
use crate::workspace::job::Status;
use crate::workspace::lesson::cache;
use crate::workspace::lesson::texts::{Asked, SlideText, bound_gives_back, slide_text};
use crate::workspace::lesson::{Facts, FactsKey, Lesson, LessonCommand, beyond_rules};
use crate::workspace::task::no_waker;

/// How often a wait looks at the cancel flag.
const SLICE: Duration = Duration::from_millis(100);
/// The Search slide's page shows the first call from this one on where the
/// bound gives a branch up (the decision the slide explains).
const FIRST_SHOWN_CALL: u64 = 20;
/// At most this many calls are stepped through to find it.
const MOST_CALLS: u64 = 5_000;
/// The longest one step may take before the page shows the search as far
/// as it got.
const STEP_LIMIT: Duration = Duration::from_secs(10);

/// Every slide's page in `size`, drawn with `palette`, in `tr`'s language;
/// `on_page(done, count)` hears each page as it is laid out. `progress`
/// carries the cancel flag. [`LessonPages`] run to its end.
///
/// # Errors
/// When the work is cancelled, a number cannot be computed or a chart
/// cannot be laid out.
pub fn lesson_pages(
    size: PageSize,
    palette: &'static Palette,
    tr: &'static Tr,
    version: &'static str,
    progress: &Progress,
    mut on_page: impl FnMut(usize, usize),
) -> Result<Vec<Page>, ExportFailure> {
    let mut pages = LessonPages::new(size, palette, tr, version);
    loop {
        if let Some(done) = pages.step(None, progress, &mut on_page)? {
            return Ok(done);
        }
    }
}

/// Where the slide being laid out is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Shown and set up as its page prints it.
    Setup,
    /// Waiting for its `n`th number (asked for when first waited on).
    Facts(usize),
    /// Laid out as a page.
    Layout,
}

/// The lesson's pages, laid out a slide at a time: each
/// [`LessonPages::step`] does one part (a slide set up, a wait for one of its
/// numbers, a page laid out) and more while its deadline allows, so a page in a
/// browser lays out the lesson between frames and a thread runs it to its end.
/// The same pages either way.
pub struct LessonPages {
    size: PageSize,
    palette: &'static Palette,
    tr: &'static Tr,
    version: &'static str,
    lesson: Lesson,
    /// The slide being laid out (its index in [`Slide::ALL`]).
    slide: usize,
    stage: Stage,
    pages: Vec<Page>,
}

impl LessonPages {
    /// The pages not yet laid out.
    #[must_use]
    pub fn new(
        size: PageSize,
        palette: &'static Palette,
        tr: &'static Tr,
        version: &'static str,
    ) -> LessonPages {
        LessonPages {
            size,
            palette,
            tr,
            version,
            lesson: Lesson::default(),
            slide: 0,
            stage: Stage::Setup,
            pages: Vec::with_capacity(Slide::COUNT),
        }
    }

    /// Does parts until `until` (each at least once; without a deadline,
    /// one slide); the pages once all are laid out. `on_page(done, count)`
    /// hears each page laid out.
    ///
    /// # Errors
    /// As [`lesson_pages`].
    pub fn step(
        &mut self,
        until: Option<Instant>,
        progress: &Progress,
        on_page: &mut impl FnMut(usize, usize),
    ) -> Result<Option<Vec<Page>>, ExportFailure> {
        loop {
            stop_if_cancelled(progress)?;
            let Some(&slide) = Slide::ALL.get(self.slide) else {
                return Ok(Some(std::mem::take(&mut self.pages)));
            };
            let waker = no_waker();
            match self.stage {
                Stage::Setup => {
                    self.lesson.apply(LessonCommand::Goto(self.slide), &waker);
                    match slide {
                        Slide::Game => {
                            for _ in 0..4 {
                                self.lesson.apply(LessonCommand::BringOut, &waker);
                            }
                        }
                        Slide::Search => watch_to_a_prune(&mut self.lesson, progress)?,
                        _ => {}
                    }
                    self.stage = Stage::Facts(0);
                }
                Stage::Facts(n) => match self.lesson.keys(slide).get(n).copied() {
                    None => self.stage = Stage::Layout,
                    Some(key) => {
                        cache::request(self.lesson.facts_mut(), key, &waker);
                        let wait = until.map_or(SLICE, |u| {
                            u.saturating_duration_since(Instant::now()).min(SLICE)
                        });
                        match self.lesson.facts_mut().wait(key, wait) {
                            Status::Failed(why) => {
                                return Err(ExportFailure::Facts(why.clone()));
                            }
                            Status::Ready(_) => self.stage = Stage::Facts(n + 1),
                            Status::Idle | Status::Running { .. } => {}
                        }
                    }
                },
                Stage::Layout => {
                    let count = Slide::COUNT;
                    let sheet = sheet(&self.lesson, self.tr, self.version, self.slide, count);
                    self.pages
                        .push(slide_page(&sheet, self.size, self.palette, self.tr)?);
                    self.slide += 1;
                    self.stage = Stage::Setup;
                    on_page(self.slide, count);
                    if until.is_none() {
                        return Ok(None);
                    }
                }
            }
            if until.is_some_and(|u| Instant::now() >= u) {
                return Ok(None);
            }
        }
    }
}

/// Steps the Search slide's watched search one call at a time (the same
/// calls every time) to the first call from [`FIRST_SHOWN_CALL`] on that is
/// given up.
fn watch_to_a_prune(lesson: &mut Lesson, progress: &Progress) -> Result<(), ExportFailure> {
    let waker = no_waker();
    // Single steps from here on: the search waits for each.
    lesson.apply(LessonCommand::WatchStep, &waker);
    let current = |l: &Lesson| l.demo().watch().and_then(|w| w.current());
    let mut seen = current(lesson).map_or(0, |c| c.call);
    while seen < MOST_CALLS {
        if current(lesson).is_some_and(|c| c.is_pruned() && c.call >= FIRST_SHOWN_CALL) {
            break;
        }
        lesson.apply(LessonCommand::WatchStep, &waker);
        let started = Instant::now();
        loop {
            lesson.poll(&waker);
            let now = current(lesson).map_or(0, |c| c.call);
            if now > seen || !lesson.demo().state().in_progress() {
                seen = now;
                break;
            }
            if started.elapsed() > STEP_LIMIT {
                return Ok(());
            }
            stop_if_cancelled(progress)?;
            std::thread::sleep(Duration::from_millis(1));
        }
        if !lesson.demo().state().in_progress() {
            break;
        }
    }
    Ok(())
}

fn stop_if_cancelled(progress: &Progress) -> Result<(), ExportFailure> {
    if progress.is_cancelled() {
        Err(ExportFailure::Cancelled)
    } else {
        Ok(())
    }
}

/// What the page of the lesson's shown slide says.
fn sheet(lesson: &Lesson, tr: &Tr, version: &str, index: usize, count: usize) -> SlideSheet {
    let SlideText {
        title,
        body,
        // What to click in the window: a page has nothing to click.
        hint: _,
        facts,
        // A page prints the slide as it stands.
        grows_to: _,
        table,
        settings,
    } = slide_text(lesson, tr, Asked::Revealed);
    let (state, visual) = live(lesson, tr);
    let alt = match &visual {
        Visual::Board(scene) => {
            let said = board_alt(&title, scene, tr);
            // The numbers the table beside the board gives for its paths.
            let rows = table.iter().flat_map(|t| &t.rows).map(|r| {
                tr!(
                    tr,
                    "handout-figure-row",
                    name = r.name.clone(),
                    units = r.units.clone(),
                    cm = r.cm.clone()
                )
            });
            std::iter::once(said)
                .chain(rows.map(|r| format!("{r}.")))
                .collect::<Vec<_>>()
                .join(" ")
        }
        Visual::Chart(chart) => chart_alt(&title, chart, tr),
        Visual::None => title.clone(),
    };
    SlideSheet {
        title,
        body,
        facts,
        table: table.map(|t| {
            (
                t.head,
                t.rows
                    .into_iter()
                    .map(|r| TableRow {
                        piece: r.piece,
                        name: r.name,
                        units: r.units,
                        cm: r.cm,
                    })
                    .collect(),
            )
        }),
        state,
        visual,
        alt,
        settings,
        page_label: tr!(
            tr,
            "handout-page",
            version = version.to_owned(),
            n = count_arg(index as u64 + 1),
            count = count_arg(count as u64)
        ),
    }
}

/// The live part's lines and its board or chart, as the window shows them
/// for the lesson's choices.
fn live(lesson: &Lesson, tr: &Tr) -> (Vec<String>, Visual) {
    let c = lesson.choices();
    let rules = Rules::paper();
    let facts = lesson.facts();
    let board = |s: Scene| Visual::Board(s);
    let chart = |c: Chart| Visual::Chart(c);
    match lesson.slide() {
        Slide::Game => (
            Vec::new(),
            board(scenes::game_scene(c.brought_out, &rules, tr)),
        ),
        Slide::Question => (
            Vec::new(),
            board(scenes::question_scene(c.from, c.roll, &rules, tr)),
        ),
        Slide::Size => match facts.get(FactsKey::Count(rules)).ready() {
            Some(Facts::Count(counts)) => counts
                .goals
                .get(usize::from(c.count_piece.saturating_sub(1)))
                .map_or((Vec::new(), Visual::None), |g| {
                    (Vec::new(), chart(lengths_chart(g, tr)))
                }),
            _ => (Vec::new(), Visual::None),
        },
        Slide::Bits => (
            vec![tr!(
                tr,
                "handout-bits-board",
                hex = c.bits.to_string(),
                set = c.bits.count(),
                start = (c.bits & Bits::START).count(),
                way = (c.bits & Bits::WAY).count(),
                units = (c.bits & Bits::UNITS).count()
            )],
            board(scenes::bits_scene(c.bits, c.flipped, &rules, tr)),
        ),
        Slide::Search => (
            Vec::new(),
            board(solve_scene(lesson.demo(), &rules, tr).scene),
        ),
        Slide::Bound => match facts.get(FactsKey::Sweep(rules)).ready() {
            Some(Facts::Sweep(sweep)) => {
                let admissible = admissible_bound(&MoveTable::new(&rules));
                (
                    bound_gives_back(sweep, tr).into_iter().collect(),
                    chart(bound_chart(
                        &sweep.plan,
                        &sweep.findings,
                        admissible,
                        c.bound,
                        tr,
                    )),
                )
            }
            _ => (Vec::new(), Visual::None),
        },
        Slide::Answer => match facts
            .get(FactsKey::Answer(crate::workspace::lesson::paper_settings()))
            .ready()
        {
            Some(Facts::Answer(s)) if c.answer_rolls => (Vec::new(), chart(rolls_chart(s, tr))),
            Some(Facts::Answer(s)) => (
                Vec::new(),
                board(scenes::answer_scene(s, c.answer_piece, tr)),
            ),
            _ => (Vec::new(), Visual::None),
        },
        Slide::Whole => match facts.get(FactsKey::Whole(rules)).ready() {
            Some(Facts::Whole(g)) => {
                let n = c.game_roll.min(g.game.rolls.len());
                (
                    vec![game_roll_line(&g.game, n, tr)],
                    board(scenes::whole_scene(&g.game, n, tr)),
                )
            }
            _ => (Vec::new(), Visual::None),
        },
        Slide::Ordinary => match facts.get(FactsKey::Ordinary(rules)).ready() {
            Some(Facts::Ordinary(p)) => (
                Vec::new(),
                chart(ordinary_chart(&p.play, p.fair_units, c.played.as_ref(), tr)),
            ),
            _ => (Vec::new(), Visual::None),
        },
        Slide::Beyond => {
            let rules = beyond_rules(c.exact, c.free);
            match facts.get(FactsKey::Beyond(rules)).ready() {
                Some(Facts::Beyond(b)) => {
                    b.retro
                        .maps
                        .first()
                        .map_or((Vec::new(), Visual::None), |m| {
                            (
                                Vec::new(),
                                board(retro_scene(m, &rules, tr, RetroLook::Lesson)),
                            )
                        })
                }
                _ => (Vec::new(), Visual::None),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::FIRST_SHOWN_CALL;

    /// The guide says where the Search page stops the search: at the first
    /// call it gives up from this call on, not at its end.
    #[test]
    fn test_the_guide_names_where_the_search_page_stops() {
        let guide = include_str!("../../../docs/handout.md");
        let said = format!("from call {FIRST_SHOWN_CALL} on that the bound gives up");
        assert!(guide.contains(&said), "docs/handout.md: {said}");
        assert!(!guide.contains("search at its end"));
    }
}
