//! A class round ([`Round`]): 2 to 6 named teams take turns at one window
//! (hot seat), each playing the same fair-die game (one seed, so the same
//! dice for everyone); when one team is home the next starts, and at the end a
//! scoreboard ranks them by length, ties named as ties, with what each team's
//! choices gave away in expectation against the best player.
//!
//! A team's game is kept as the moves it chose, written as the engine writes
//! them (`B1-0`, `12-17`); every score is the engine's, computed again by
//! replaying those choices with the same seed against
//! [`crate::game::FairOptimum`] ([`super::Play::round_scores`]), so a round opened
//! from a file ([`crate::io::RoundFile`]) shows only what was computed.
//! Nothing about the best play for the round's dice shows before every team
//! is home ([`super::Play::hides_best`]): not what a move cost, not the
//! costliest choice, not the best player's game.
//!
//! The team playing keeps its moves as it makes them, so a round saved (or
//! kept for the next start) mid-turn goes on at the roll that team reached:
//! its choices are played again on the round's dice ([`Round::replay_turn`]).

use super::FairPlay;
use crate::game::{FairOptimum, Game, Move, Place};
use crate::io::round::{MAX_TEAMS, MIN_TEAMS};
use crate::io::{ROUND_VERSION, RoundFile, TeamFile};
use crate::model::Rules;
use crate::solver::TIE;

mod turns;

pub use turns::round_board;

/// Teams in a new round.
pub const DEFAULT_TEAMS: usize = 3;

/// What the class round asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum RoundCommand {
    /// Set up a new round.
    Open,
    /// Play with this many teams (2..=6).
    SetCount(usize),
    /// Team `n` (from 0) is called this (empty: "Team n+1").
    Name(usize, String),
    /// Start the round: the first team plays.
    Start,
    /// The team playing is home: the next team plays (or the scoreboard shows).
    Next,
    /// Back to the round's game (after the seed or the kind was changed).
    Resume,
    /// A new round with the same teams.
    Again,
    /// Leave the round.
    End,
    /// On the round's board, show this team's game (from 0) above the
    /// others, or (`None`) every team alike.
    Highlight(Option<usize>),
    /// Carry on with the round kept from the last time the window was open.
    CarryOnKept,
    /// Forget the round kept from the last time.
    DiscardKept,
}

/// Where a round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundStage {
    /// Choosing the teams.
    Setup,
    /// Team `n` (from 0) plays.
    Playing(usize),
    /// Every team is home: the scoreboard.
    Done,
}

/// One team.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Team {
    /// The name as typed (empty: "Team n").
    pub name: String,
    /// Home?
    pub done: bool,
    /// The moves it chose, as [`move_key`] writes them.
    pub choices: Vec<String>,
    /// Did the die wait after its last choice, not rolled yet?
    pub die_waits: bool,
}

/// A class round; see the module docs.
#[derive(Clone, Debug, PartialEq)]
pub struct Round {
    stage: RoundStage,
    seed: u64,
    rules: Rules,
    count: usize,
    /// Always [`MAX_TEAMS`] long: names typed for teams not playing are kept.
    teams: Vec<Team>,
    /// The team whose game the round's board shows above the others.
    highlight: Option<usize>,
    /// A saved choice of the team playing that did not fit the round's game
    /// (the turn goes on before it).
    resumed: Option<Mismatch>,
}

/// A team's game replayed against the optimum.
#[derive(Clone, Debug)]
pub struct TeamScore {
    /// The length moved.
    pub total: f64,
    /// Units given away in expectation against the best player.
    pub away: f64,
    /// Rolls to bring every piece home.
    pub rolls: usize,
    /// The game, each piece followed.
    pub game: Game,
}

/// A saved choice that is not a legal move of the replayed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The choice's number, from 1 (one past the last: the game did not end).
    pub choice: usize,
    /// The choice as written.
    pub text: String,
}

/// One line of the scoreboard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The team (from 0).
    pub team: usize,
    /// Its place, from 1; tied teams share it.
    pub rank: usize,
    /// Does another team have the same length?
    pub tied: bool,
    /// Its length.
    pub total: f64,
    /// Units given away in expectation.
    pub away: f64,
}

/// A move as a round file writes it: `from-to` in the engine's places.
#[must_use]
pub fn move_key(mv: Move) -> String {
    format!("{}-{}", mv.from, Place::Way(mv.to))
}

impl Round {
    fn new(seed: u64, rules: Rules) -> Round {
        Round {
            stage: RoundStage::Setup,
            seed,
            rules,
            count: DEFAULT_TEAMS,
            teams: vec![Team::default(); MAX_TEAMS],
            highlight: None,
            resumed: None,
        }
    }

    /// The team whose game the round's board shows above the others.
    #[must_use]
    pub fn highlight(&self) -> Option<usize> {
        self.highlight
    }

    /// A saved choice of the team playing that was not a move of the
    /// round's game when it was opened again.
    #[must_use]
    pub fn resumed_mismatch(&self) -> Option<&Mismatch> {
        self.resumed.as_ref()
    }

    /// Plays the choices of the team playing again on `play` (the round's
    /// game from its start), so its turn goes on at the roll it reached; a
    /// choice that is not a move of the game is kept as a mismatch and it
    /// and the choices after it are dropped.
    pub fn replay_turn(&mut self, play: &mut FairPlay, best: &FairOptimum) {
        let RoundStage::Playing(i) = self.stage else {
            return;
        };
        let Some(team) = self.teams.get_mut(i) else {
            return;
        };
        if let Err(m) = replay(play, best, &team.choices, team.die_waits) {
            team.choices.truncate(m.choice - 1);
            self.resumed = Some(m);
        }
    }

    /// Where the round is.
    #[must_use]
    pub fn stage(&self) -> RoundStage {
        self.stage
    }

    /// The seed every team plays.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The rules it is played under.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The teams playing.
    #[must_use]
    pub fn teams(&self) -> &[Team] {
        &self.teams[..self.count]
    }

    /// Replays `team`'s choices with the round's seed against `best`.
    pub fn score(&self, team: &Team, best: &FairOptimum) -> Result<TeamScore, Mismatch> {
        let mut play = FairPlay::new(best, self.seed);
        replay(&mut play, best, &team.choices, false)?;
        if !play.is_finished(best) {
            return Err(Mismatch {
                choice: team.choices.len() + 1,
                text: String::new(),
            });
        }
        Ok(TeamScore {
            total: play.total(best),
            away: play.given_away(),
            rolls: play.rolls().len(),
            game: play.game(best, usize::MAX),
        })
    }

    /// The file of this round.
    #[must_use]
    pub fn file(&self) -> RoundFile {
        RoundFile {
            version: ROUND_VERSION,
            rules: self.rules,
            seed: self.seed,
            teams: self
                .teams()
                .iter()
                .map(|t| TeamFile {
                    name: t.name.clone(),
                    done: t.done,
                    choices: t.choices.clone(),
                    die_waits: t.die_waits,
                })
                .collect(),
        }
    }

    /// The round a (checked) file holds: the first team not home plays on.
    #[must_use]
    pub fn from_file(file: RoundFile) -> Round {
        let mut round = Round::new(file.seed, file.rules);
        round.count = file.teams.len().clamp(MIN_TEAMS, MAX_TEAMS);
        for (slot, t) in round.teams.iter_mut().zip(file.teams) {
            *slot = Team {
                name: t.name,
                done: t.done,
                choices: t.choices,
                die_waits: t.die_waits,
            };
        }
        round.stage = round.next_stage();
        round
    }

    /// The first team not home, or the scoreboard.
    fn next_stage(&self) -> RoundStage {
        self.teams()
            .iter()
            .position(|t| !t.done)
            .map_or(RoundStage::Done, RoundStage::Playing)
    }
}

/// Plays `choices` on `play`, each followed by the die's roll (but the
/// last when the die `waits` after it); the first that is not a legal move
/// of the game stops it.
fn replay(
    play: &mut FairPlay,
    best: &FairOptimum,
    choices: &[String],
    waits: bool,
) -> Result<(), Mismatch> {
    for (i, text) in choices.iter().enumerate() {
        let mv = play.moves(best).into_iter().find(|m| move_key(*m) == *text);
        if !mv.is_some_and(|mv| play.choose(best, mv)) {
            return Err(Mismatch {
                choice: i + 1,
                text: text.clone(),
            });
        }
        if !(waits && i + 1 == choices.len()) {
            play.roll(best);
        }
    }
    Ok(())
}

/// The choices of `play` so far, as a round file writes them.
#[must_use]
pub fn chosen_keys(play: &FairPlay) -> Vec<String> {
    play.rolls()
        .iter()
        .filter(|roll| roll.chosen)
        .filter_map(|roll| roll.mv.map(move_key))
        .collect()
}

/// The scoreboard: teams ranked by length (shortest first), equal lengths
/// (within the solver's tie tolerance) sharing a place, from `(team, total,
/// away)`.
#[must_use]
pub fn standings(scores: &[(usize, f64, f64)]) -> Vec<Standing> {
    let mut out: Vec<Standing> = scores
        .iter()
        .map(|&(team, total, away)| Standing {
            team,
            rank: 1 + scores.iter().filter(|o| o.1 < total - TIE).count(),
            tied: scores
                .iter()
                .any(|o| o.0 != team && (o.1 - total).abs() <= TIE),
            total,
            away,
        })
        .collect();
    out.sort_by(|a, b| a.total.total_cmp(&b.total).then(a.team.cmp(&b.team)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, StateSpace, fair_game, fair_optimum};
    use crate::solver::Progress;

    fn two_pieces() -> FairOptimum {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        fair_optimum(space, &Progress::default()).expect("optimum")
    }

    #[test]
    fn test_ties_share_a_place_and_the_next_place_is_skipped() {
        let s = standings(&[(0, 500.0, 1.0), (1, 400.0, 0.0), (2, 500.0, 2.0)]);
        let ranks: Vec<(usize, usize, bool)> = s.iter().map(|s| (s.team, s.rank, s.tied)).collect();
        assert_eq!(ranks, [(1, 1, false), (0, 2, true), (2, 2, true)]);
    }

    #[test]
    fn test_a_teams_choices_replay_to_the_engines_score() {
        let best = two_pieces();
        let seed = 11;
        let mut play = FairPlay::new(&best, seed);
        let mut choices = Vec::new();
        while let Some(die) = play.die() {
            let mv = best.best_move(play.state(), die).expect("a move");
            choices.push(move_key(mv));
            assert!(play.choose(&best, mv));
            play.roll(&best);
        }
        let round = Round::new(seed, Rules::paper());
        let team = Team {
            name: String::new(),
            done: true,
            choices,
            die_waits: false,
        };
        let score = round.score(&team, &best).expect("a score");
        let theirs = fair_game(&best, seed).expect("a game");
        assert!((score.total - theirs.total).abs() < 1e-9);
        assert_eq!(score.away, 0.0);
        let mut bad = team.clone();
        bad.choices.insert(0, "B1-9".to_owned());
        assert_eq!(
            round
                .score(&bad, &best)
                .map(|s| s.total)
                .expect_err("no such move"),
            Mismatch {
                choice: 1,
                text: "B1-9".to_owned()
            }
        );
    }

    #[test]
    fn test_a_turn_saved_half_way_goes_on_at_the_roll_it_reached() {
        let best = two_pieces();
        let seed = 11;
        let mut live = FairPlay::new(&best, seed);
        for _ in 0..2 {
            let die = live.die().expect("a choice");
            let worst = best.choices(live.state(), die).last().expect("one").mv;
            assert!(live.choose(&best, worst));
            live.roll(&best);
        }
        let mut round = Round::new(seed, Rules::paper());
        round.stage = RoundStage::Playing(0);
        round.teams[0].choices = chosen_keys(&live);
        let mut file = round.file();
        assert_eq!(file.teams[0].choices.len(), 2, "the turn's moves are saved");
        let mut again = Round::from_file(file.clone());
        assert_eq!(again.stage(), RoundStage::Playing(0));
        let mut resumed = FairPlay::new(&best, seed);
        again.replay_turn(&mut resumed, &best);
        assert_eq!(
            (resumed.state(), resumed.die(), resumed.rolls().len()),
            (live.state(), live.die(), live.rolls().len())
        );
        assert!(again.resumed_mismatch().is_none());
        // A choice that does not fit: the turn goes on before it, and says so.
        file.teams[0].choices[1] = "B1-9".to_owned();
        let mut bad = Round::from_file(file);
        let mut short = FairPlay::new(&best, seed);
        bad.replay_turn(&mut short, &best);
        assert_eq!(bad.resumed_mismatch().map(|m| m.choice), Some(2));
        assert_eq!(bad.teams()[0].choices.len(), 1);
    }
}
