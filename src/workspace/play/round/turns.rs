//! The class round's turns in the Play mode: setting it up, starting it
//! (the cost display off), recording a team once home and starting the next,
//! the scores replayed against the solved optimum, the board at the end, and
//! opening and saving it as a file.

use super::super::{Play, PlayKind};
use super::Mismatch;
use super::{Round, RoundCommand, RoundStage, Standing, Team, TeamScore, chosen_keys, standings};
use crate::figures::scenes::BoardScene;
use crate::figures::scenes::round::{TeamGame, round_scene};
use crate::i18n::Tr;
use crate::io::RoundFile;
use crate::io::round::{MAX_TEAMS, MIN_TEAMS, NAME_CHARS};
use crate::model::Rules;
use crate::workspace::{Command, Mode, Workspace};

impl Play {
    /// The class round, if one is set up or played.
    #[must_use]
    pub fn round(&self) -> Option<&Round> {
        self.round.as_ref()
    }

    /// Is everything about the best play kept hidden (a class round is set
    /// up or played: until every team is home, nothing shows the best
    /// player's game with the round's dice, what a choice cost or which
    /// choice cost most)?
    #[must_use]
    pub fn hides_best(&self) -> bool {
        self.round
            .as_ref()
            .is_some_and(|r| r.stage() != RoundStage::Done)
    }

    /// Is the game shown the round's (its seed and rules, a fair die)?
    #[must_use]
    pub fn is_round_game(&self) -> bool {
        self.kind == PlayKind::Fair && self.is_round_dice()
    }

    /// Are the fair die's seed and rules the round's (whichever game is shown)?
    pub(in crate::workspace::play) fn is_round_dice(&self) -> bool {
        self.round
            .as_ref()
            .is_some_and(|r| self.seed == r.seed && self.rules == r.rules)
    }

    /// Were the settings' rules changed since the round started?
    #[must_use]
    pub fn round_rules_changed(&self) -> bool {
        self.round.as_ref().is_some_and(|r| self.rules != r.rules)
    }

    /// Every playing team's score, replayed against the optimum (`None`
    /// until the optimum of the round's rules is solved); a team not yet
    /// home has none.
    #[must_use]
    pub fn round_scores(&self) -> Option<Vec<Option<Result<TeamScore, Mismatch>>>> {
        let r = self.round.as_ref()?;
        let solved = self.solving.get(r.rules).ready()?;
        Some(
            r.teams()
                .iter()
                .map(|t| t.done.then(|| r.score(t, &solved.optimum)))
                .collect(),
        )
    }

    /// The scoreboard of the teams home (those whose choices replay).
    #[must_use]
    pub fn round_standings(&self) -> Option<Vec<Standing>> {
        let scores = self.round_scores()?;
        let list: Vec<(usize, f64, f64)> = scores
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Some(Ok(s)) => Some((i, s.total, s.away)),
                _ => None,
            })
            .collect();
        Some(standings(&list))
    }

    /// Does what the class round asked for.
    pub fn apply_round(
        &mut self,
        command: RoundCommand,
        rules: Rules,
        waker: &crate::workspace::task::Waker,
    ) {
        match command {
            RoundCommand::Open => {
                let names = self.round.take().map(|r| r.teams);
                let mut round = Round::new(self.seed, rules);
                if let Some(names) = names {
                    round.teams = names
                        .into_iter()
                        .map(|t| Team {
                            name: t.name,
                            ..Team::default()
                        })
                        .collect();
                }
                self.round = Some(round);
                self.kind = PlayKind::Fair;
            }
            RoundCommand::SetCount(n) => {
                if let Some(r) = &mut self.round
                    && r.stage == RoundStage::Setup
                {
                    r.count = n.clamp(MIN_TEAMS, MAX_TEAMS);
                }
            }
            RoundCommand::Name(i, name) => {
                if let Some(r) = &mut self.round
                    && r.stage == RoundStage::Setup
                    && let Some(t) = r.teams.get_mut(i)
                {
                    t.name = name
                        .chars()
                        .filter(|c| !c.is_control())
                        .take(NAME_CHARS)
                        .collect();
                }
            }
            RoundCommand::Start => {
                let Some(r) = self.round.as_mut().filter(|r| r.stage == RoundStage::Setup) else {
                    return;
                };
                r.seed = self.seed;
                r.rules = rules;
                for t in &mut r.teams {
                    t.done = false;
                    t.choices.clear();
                }
                r.stage = RoundStage::Playing(0);
                self.show_cost = false;
                self.resume_round();
            }
            RoundCommand::Next => self.next_team(),
            RoundCommand::Resume => self.resume_round(),
            RoundCommand::Again => {
                if let Some(r) = &mut self.round {
                    r.stage = RoundStage::Setup;
                }
            }
            RoundCommand::End => self.round = None,
            RoundCommand::Highlight(team) => {
                if let Some(r) = &mut self.round {
                    r.highlight = team.filter(|t| *t < r.count);
                }
            }
            // The workspace's: the kept round is opened like a file.
            RoundCommand::CarryOnKept | RoundCommand::DiscardKept => {}
        }
        self.sync(rules, waker);
        self.record_turn();
    }

    /// Keeps the moves of the team playing in the round as they are made, so
    /// a round saved or kept mid-turn goes on at the roll that team reached.
    pub(in crate::workspace::play) fn record_turn(&mut self) {
        if !self.is_round_game() {
            return;
        }
        let waits = self.is_roll_due();
        let Some(f) = &self.fair else { return };
        let choices = chosen_keys(f);
        if let Some(r) = &mut self.round
            && let RoundStage::Playing(i) = r.stage
            && let Some(t) = r.teams.get_mut(i)
        {
            t.choices = choices;
            t.die_waits = waits && !t.choices.is_empty();
        }
    }

    /// Is a class round being played (a team's turn, not the setup or the
    /// scoreboard)?
    #[must_use]
    pub fn round_in_progress(&self) -> bool {
        self.round
            .as_ref()
            .is_some_and(|r| matches!(r.stage, RoundStage::Playing(_)))
    }

    /// The round's game from its start (its seed, a fair die).
    fn resume_round(&mut self) {
        let Some(r) = &self.round else { return };
        self.seed = r.seed;
        self.kind = PlayKind::Fair;
        self.new_fair();
    }

    /// Records the team playing, once home in the round's game, and starts
    /// the next one.
    fn next_team(&mut self) {
        let finished = self.is_round_game() && self.is_finished();
        let Some(r) = &mut self.round else { return };
        let RoundStage::Playing(i) = r.stage else {
            return;
        };
        let Some(f) = &self.fair else { return };
        if !finished || f.seed() != r.seed {
            return;
        }
        let choices = chosen_keys(f);
        if let Some(t) = r.teams.get_mut(i) {
            t.choices = choices;
            t.die_waits = false;
            t.done = true;
        }
        r.stage = r.next_stage();
        r.resumed = None;
        if r.stage != RoundStage::Done {
            self.resume_round();
        }
    }

    /// The round a file holds, played under its own rules.
    fn open_round(&mut self, file: RoundFile) {
        let round = Round::from_file(file);
        self.round = Some(round);
        self.show_cost = false;
        self.resume_round();
    }
}

impl Workspace {
    /// The class round to save, if one has started (the team playing with
    /// the moves it has made so far).
    #[must_use]
    pub fn round_file(&self) -> Option<RoundFile> {
        self.play
            .round
            .as_ref()
            .filter(|r| r.stage != RoundStage::Setup)
            .map(Round::file)
    }

    /// The round to keep with the settings: the one being played, else the
    /// one kept from last time and not yet taken up or discarded.
    #[must_use]
    pub fn round_to_keep(&self) -> Option<RoundFile> {
        if self.play.round_in_progress() {
            return self.round_file();
        }
        self.kept_round.clone()
    }

    /// The round kept from the last time the window was open (a team was
    /// playing when it closed), offered until it is taken up or discarded.
    #[must_use]
    pub fn kept_round(&self) -> Option<&RoundFile> {
        self.kept_round.as_ref()
    }

    /// Carries on with the kept round, or forgets it.
    pub(in crate::workspace) fn answer_kept_round(&mut self, carry_on: bool) {
        let Some(file) = self.kept_round.take() else {
            return;
        };
        if carry_on {
            self.open_round(file);
        }
    }

    /// Opens a class round read from a file: its rules become the settings,
    /// the Play mode shows it (its story says whose turn it is).
    pub(in crate::workspace) fn open_round(&mut self, file: RoundFile) {
        if self.prefs.settings.rules != file.rules {
            let mut settings = self.prefs.settings;
            settings.rules = file.rules;
            self.apply(Command::SetSettings(settings));
        }
        self.play.open_round(file);
        self.apply(Command::SetMode(Mode::Play));
    }
}

/// The round's board once every team is home: each team's game in its own
/// colour and cue; `None` otherwise (the Play mode's own board shows).
#[must_use]
pub fn round_board(play: &Play, tr: &Tr) -> Option<BoardScene> {
    let r = play.round.as_ref()?;
    if play.kind != PlayKind::Fair || r.stage != RoundStage::Done {
        return None;
    }
    let scores = play.round_scores()?;
    let played: Vec<(usize, &Team, TeamScore)> = r
        .teams()
        .iter()
        .zip(scores)
        .enumerate()
        .filter_map(|(i, (t, s))| Some((i, t, s?.ok()?)))
        .collect();
    let teams: Vec<TeamGame<'_>> = played
        .iter()
        .map(|(index, t, s)| TeamGame {
            index: *index,
            name: &t.name,
            total: s.total,
            game: &s.game,
        })
        .collect();
    Some(round_scene(&r.rules, &teams, r.highlight, tr))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::task::no_waker;

    #[test]
    fn test_a_round_starts_with_the_cost_hidden_and_notices_changed_rules() {
        let rules = Rules::paper();
        let waker = no_waker();
        let mut play = Play::new(rules);
        assert!(play.shows_cost());
        play.apply_round(RoundCommand::Open, rules, &waker);
        play.apply_round(RoundCommand::SetCount(9), rules, &waker);
        play.apply_round(RoundCommand::Name(1, "Grün\n".to_owned()), rules, &waker);
        let r = play.round().expect("a round");
        assert_eq!(r.teams().len(), MAX_TEAMS);
        assert_eq!(r.teams()[1].name, "Grün");
        play.apply_round(RoundCommand::SetCount(1), rules, &waker);
        play.apply_round(RoundCommand::Start, rules, &waker);
        let r = play.round().expect("a round");
        assert_eq!(r.teams().len(), MIN_TEAMS);
        assert_eq!(r.stage(), RoundStage::Playing(0));
        assert!(!play.shows_cost(), "hidden while a round is played");
        assert!(play.is_round_game() && !play.round_rules_changed());
        // Other rules mid-round: not the round's game, and Next records nothing.
        let mut other = rules;
        other.spacing += 10;
        play.sync(other, &waker);
        assert!(play.round_rules_changed() && !play.is_round_game());
        play.apply_round(RoundCommand::Next, other, &waker);
        assert_eq!(play.round().map(Round::stage), Some(RoundStage::Playing(0)));
        // Start outside the setup restarts nothing.
        play.apply_round(RoundCommand::Start, other, &waker);
        assert_eq!(
            play.round().map(|r| (r.stage(), r.rules())),
            Some((RoundStage::Playing(0), rules))
        );
        // Again goes back to the setup; End leaves the round.
        play.apply_round(RoundCommand::Again, other, &waker);
        assert_eq!(play.round().map(Round::stage), Some(RoundStage::Setup));
        play.apply_round(RoundCommand::End, other, &waker);
        assert!(play.round().is_none());
    }
}
