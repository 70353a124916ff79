//! The Play mode's whole game with every roll chosen, in the real window and
//! driven by its labels (in English and in German): one costly move first,
//! then always a best one, with every number the story shows (the running
//! total, each move's cost, the verdict, the costliest move) checked against a
//! backward dynamic programme over the rules that the test computes itself,
//! not read back from the app.

use std::collections::HashMap;
use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::figures::scenes::play::moving_piece;
use maedn::game::{DIE_FACES, Game, GameRules, GameState, Move, Recorder};
use maedn::i18n::words::play_mode::fair_move;
use maedn::i18n::words::play_whole::{
    whole_cost, whole_costliest, whole_done, whole_roll_many, whole_roll_one, whole_running,
};
use maedn::i18n::{Lang, Tr, count_arg, units_arg};
use maedn::model::Rules;
use maedn::window::{Launch, MaednApp, Mode, PlayKind};

use crate::common::{launched, shown, step_until, window};

/// How long a debug build may take to solve the shortest game.
const SOLVE_TIME: Duration = Duration::from_secs(300);

/// The keys 1 to 6.
const KEYS: [Key; 6] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
];

/// The shortest way to the end from every position the test asks about:
/// (distance, rolls), the least distance first, then the fewest rolls.
struct Dp<'r> {
    rules: &'r GameRules,
    memo: HashMap<GameState, (f64, u32)>,
}

/// One legal (roll, move) with `length + value(after)`.
#[derive(Clone, Copy, Debug)]
struct Pair {
    die: u8,
    mv: Move,
    length: f64,
    total: (f64, u32),
}

impl Dp<'_> {
    fn value(&mut self, state: GameState) -> (f64, u32) {
        if self.rules.is_finished(state) {
            return (0.0, 0);
        }
        if let Some(v) = self.memo.get(&state) {
            return *v;
        }
        let best = self
            .pairs(state)
            .into_iter()
            .map(|p| p.total)
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
            .unwrap_or((f64::INFINITY, u32::MAX));
        self.memo.insert(state, best);
        best
    }

    /// Every legal pair, the higher roll first and within a roll in the
    /// rules' order (the order in which the engine breaks ties).
    fn pairs(&mut self, state: GameState) -> Vec<Pair> {
        let mut out = Vec::new();
        for die in (1..=DIE_FACES).rev() {
            for mv in self.rules.legal_moves(state, die).iter() {
                let (rest, rolls) = self.value(state.apply(*mv));
                let length = self.rules.length(*mv);
                out.push(Pair {
                    die,
                    mv: *mv,
                    length,
                    total: (length + rest, rolls.saturating_add(1)),
                });
            }
        }
        out
    }

    /// The best pair: least distance, then fewest rolls, then the first.
    fn best(&mut self, state: GameState) -> Pair {
        let pairs = self.pairs(state);
        let mut best = pairs[0];
        for p in pairs {
            let (a, b) = (p.total, best.total);
            if a.0 < b.0 || (a.0 == b.0 && a.1 < b.1) {
                best = p;
            }
        }
        best
    }
}

fn game_of(rules: &GameRules, played: &[(u8, Move)]) -> Game {
    let mut rec = Recorder::new(rules);
    for (die, mv) in played {
        rec.roll(*die, Some(*mv));
    }
    rec.finish()
}

/// Plays the whole game in the window: the dearest pair at the first
/// position where one costs something, a best pair everywhere else; rolls
/// and pieces by their buttons, every third move by the keys.
fn play_whole(h: &mut Harness<'_, MaednApp>, tr: &Tr, dp: &mut Dp<'_>) {
    let rules = dp.rules;
    h.get_by_label(&maedn::tr!(tr, "mode-play")).click();
    h.step();
    h.step();
    assert_eq!(h.state().workspace().mode(), Mode::Play);
    h.get_by_label(&maedn::tr!(tr, "play-kind-whole")).click();
    h.step();
    h.step();
    assert_eq!(h.state().workspace().play().kind(), PlayKind::Whole);
    step_until(h, SOLVE_TIME, |ws| ws.play().whole().game().is_some());
    let (optimum, optimal_rolls) = dp.value(rules.start());
    shown(h, &whole_running(tr, 0.0, 0, optimum));
    let mut state = rules.start();
    let mut played: Vec<(u8, Move)> = Vec::new();
    let (mut units, mut away) = (0.0, 0.0);
    let mut dear: Option<(usize, Pair, f64)> = None;
    // How often a roll with several moves waited for the piece: by keys, by clicks.
    let mut waited = [0usize; 2];
    while !rules.is_finished(state) {
        let least = dp.value(state).0;
        let pairs = dp.pairs(state);
        let best = dp.best(state);
        let dearest = pairs
            .iter()
            .copied()
            .max_by(|a, b| a.total.0.total_cmp(&b.total.0))
            .expect("a move");
        let pick = if dear.is_none() && dearest.total.0 > least {
            dearest
        } else {
            best
        };
        let n = played.len() + 1;
        let cost = pick.total.0 - least;
        if cost > 0.0 {
            dear = Some((n, pick, cost));
        }
        let of_roll: Vec<Pair> = rules
            .legal_moves(state, pick.die)
            .iter()
            .map(|mv| {
                let p = pairs.iter().find(|p| p.mv == *mv).expect("a pair");
                *p
            })
            .collect();
        let game = game_of(rules, &played);
        let piece = moving_piece(&game, pick.mv).expect("a piece");
        let by_keys = n.is_multiple_of(3);
        if by_keys {
            h.key_press(KEYS[usize::from(pick.die - 1)]);
            h.step();
        } else if let [one] = of_roll.as_slice() {
            h.get_by_label(&whole_roll_one(tr, pick.die, piece, one.mv, one.length))
                .click();
            h.step();
        } else {
            h.get_by_label(&whole_roll_many(tr, pick.die, of_roll.len()))
                .click();
            h.step();
            h.step();
        }
        if of_roll.len() > 1 {
            waited[usize::from(by_keys)] += 1;
            let i = of_roll
                .iter()
                .position(|p| p.mv == pick.mv)
                .expect("its move");
            if by_keys {
                h.step();
                h.key_press(KEYS[i]);
            } else {
                h.get_by_label(&fair_move(tr, piece, pick.mv, pick.length))
                    .click();
            }
        }
        h.step();
        h.step();
        units += pick.length;
        away += cost;
        played.push((pick.die, pick.mv));
        state = state.apply(pick.mv);
        let (w, _) = h.state().workspace().play().whole().game().expect("a game");
        assert_eq!(w.moves().len(), n, "move {n} was made");
        shown(h, &whole_running(tr, units, n, optimum));
        // What this move cost, as the story says it (the best pair by the
        // DP's tie rule: the higher roll, then the piece furthest along).
        let said = whole_cost(
            tr,
            n,
            (pick.die, pick.mv, pick.total.0),
            (best.die, best.mv, least),
        );
        shown(h, &said);
    }
    assert!(waited.iter().all(|w| *w > 0), "{waited:?}");
    let (mark, worst, worst_cost) = dear.expect("one costly move");
    assert!(worst_cost > 0.0);
    assert_eq!(units - optimum, away);
    assert_eq!(away, worst_cost, "only the one move cost anything");
    shown(h, &whole_done(tr, units, played.len(), optimum));
    shown(
        h,
        &whole_costliest(tr, mark, worst.die, worst.mv, worst_cost),
    );
    shown(
        h,
        &maedn::tr!(
            tr,
            "play-whole-best-game",
            units = units_arg(optimum),
            rolls = count_arg(u64::from(optimal_rolls))
        ),
    );
    // The replay steps back through the game.
    h.key_press(Key::ArrowLeft);
    h.step();
    let play = h.state().workspace().play();
    assert_eq!(play.shown_move(), played.len() - 1);
    h.get_by_label(&maedn::tr!(tr, "play-replay")).click();
    h.step();
    assert!(h.state().workspace().play().is_replaying());
}

#[test]
fn a_whole_game_with_every_roll_chosen_is_scored_against_the_dp_in_both_languages() {
    let rules = GameRules::new(&Rules::paper()).expect("rules");
    let mut dp = Dp {
        rules: &rules,
        memo: HashMap::new(),
    };
    let mut h = window();
    play_whole(&mut h, &Tr::default(), &mut dp);
    let mut de = launched(Launch {
        lang: Some(Lang::De),
        ..Launch::default()
    });
    play_whole(&mut de, Tr::shared(Lang::De), &mut dp);
}

/// The accessible name of the paper's colour's track tile `index` on the board.
fn tile_label(index: u8) -> String {
    let tile = maedn::model::Tile::new(index).expect("a tile");
    let maedn::model::BoardTile::Track(t) =
        maedn::model::BoardTile::of(Rules::paper().colour, tile)
    else {
        panic!("a track tile");
    };
    maedn::tr!(Tr::default(), "tile-name-track", index = u64::from(t))
}

#[test]
fn a_click_on_a_ringed_tile_plays_the_one_move_landing_there() {
    let mut h = launched(Launch {
        play: true,
        ..Launch::default()
    });
    h.get_by_label("The whole game, every roll chosen").click();
    h.step();
    h.step();
    step_until(&mut h, SOLVE_TIME, |ws| ws.play().whole().game().is_some());
    let tiles = |h: &Harness<'_, MaednApp>| -> Vec<u8> {
        let (w, _) = h.state().workspace().play().whole().game().expect("a game");
        w.state().tiles().map(maedn::model::Tile::index).collect()
    };
    // A 6 out onto A, A cleared by a 4, a 6 out again, A cleared by a 1.
    for index in [0, 4, 0, 1] {
        h.get_by_label(&tile_label(index)).click();
        h.step();
        h.step();
    }
    assert_eq!(tiles(&h), [1, 4]);
    // Tile 5 is reached by a 1 (from 4) and a 4 (from 1): a click there
    // cannot tell which is meant and plays nothing.
    h.get_by_label(&tile_label(5)).click();
    h.step();
    h.step();
    assert_eq!(tiles(&h), [1, 4]);
    // A 2 may move either piece: once it waits, a click on 3 moves the one on 1.
    h.get_by_label("Roll 2: 2 pieces can move").click();
    h.step();
    h.step();
    h.get_by_label(&tile_label(3)).click();
    h.step();
    h.step();
    assert_eq!(tiles(&h), [3, 4]);
    let (w, _) = h.state().workspace().play().whole().game().expect("a game");
    assert_eq!(w.moves().len(), 5);
    assert_eq!(w.roll(), None);
}
