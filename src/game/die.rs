//! The die: one seeded stream of faces ([`Die`]), so that the same seed rolls
//! the same faces wherever a game is played by dice — an ordinary game
//! ([`super::random_game`], [`super::simulate`]), the best player with a fair
//! die ([`super::fair_game`], [`super::simulate_fair`]) and the student's
//! fair-die game in the window, which a class round replays for every team.
//!
//! The faces come from `fastrand`'s WyRand seeded with the seed, one draw
//! per roll; the ordinary player's random choice among the legal moves is
//! drawn from the same stream ([`Die::pick`]). A run is reproducible with the
//! same version of `fastrand`, which `Cargo.lock` pins; a test below pins the
//! faces themselves.
//!
//! A seed nobody chose comes from [`random_seed`], the one place that asks
//! the machine for randomness (a web build supplies the browser's there).

use super::rules::DIE_FACES;

/// Rolls after which a game is given up: far beyond any real game (the
/// expected number is about a hundred), so only a broken rule set reaches it.
pub const MAX_ROLLS: u32 = 100_000;

/// A fair die seeded by a number; see the module docs.
///
/// ```
/// use maedn::game::Die;
/// let mut a = Die::seeded(7);
/// let mut b = Die::seeded(7);
/// let faces: Vec<u8> = (0..5).map(|_| a.roll()).collect();
/// assert_eq!(faces, [3, 2, 3, 4, 6]);
/// assert!((0..5).all(|i| b.roll() == faces[i]));
/// ```
#[derive(Clone, Debug)]
pub struct Die {
    rng: fastrand::Rng,
}

impl Die {
    /// The die whose faces `seed` decides.
    #[must_use]
    pub fn seeded(seed: u64) -> Die {
        Die {
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// The next face, 1..=6.
    pub fn roll(&mut self) -> u8 {
        self.rng.u8(1..=DIE_FACES)
    }

    /// One of `n` choices, each as likely (`None` when there is none): the
    /// ordinary player's move, drawn from the die's stream.
    pub fn pick(&mut self, n: usize) -> Option<usize> {
        // Drawn as a u64, which is what `usize(..n)` draws on a 64-bit
        // machine: on 32-bit targets (the page) `usize` draws a u32, and the
        // page's ordinary games went their own way (122,133 units against
        // the desktop's 122,179 on slide 9).
        let n = u64::try_from(n).ok().filter(|&n| n > 0)?;
        usize::try_from(self.rng.u64(..n)).ok()
    }
}

/// A seed nobody chose (below 2³², so it is short to read out to a class),
/// from the machine's randomness.
#[must_use]
pub fn random_seed() -> u64 {
    fastrand::u64(..u64::from(u32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner
    // (scripts/check-web.sh): the page's die draws the desktop's numbers.
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// A seed, 24 faces, then picks among 1..=8 choices, then 8 faces.
    type Drawn = (u64, [u8; 24], [usize; 8], [u8; 8]);

    /// What each seed drew before the die had a type of its own (each place
    /// seeded `fastrand::Rng` itself and drew `u8(1..=6)` and `usize(..n)`).
    const DRAWN: [Drawn; 6] = [
        (
            0,
            [
                4, 1, 4, 1, 3, 6, 1, 4, 3, 1, 5, 1, 4, 1, 3, 5, 1, 2, 6, 2, 1, 1, 1, 1,
            ],
            [0, 1, 2, 2, 0, 0, 6, 3],
            [1, 3, 2, 3, 3, 5, 4, 6],
        ),
        (
            1,
            [
                5, 5, 6, 2, 1, 2, 6, 3, 5, 3, 2, 5, 3, 4, 5, 3, 6, 6, 3, 6, 3, 4, 2, 3,
            ],
            [0, 0, 0, 0, 0, 4, 3, 7],
            [4, 5, 4, 6, 3, 1, 3, 4],
        ),
        (
            7,
            [
                3, 2, 3, 4, 6, 2, 1, 4, 2, 4, 6, 1, 5, 1, 4, 1, 3, 1, 3, 3, 4, 2, 2, 6,
            ],
            [0, 0, 1, 2, 1, 2, 6, 7],
            [2, 4, 5, 3, 2, 4, 5, 4],
        ),
        (
            42,
            [
                3, 2, 5, 3, 3, 2, 4, 1, 5, 5, 1, 5, 1, 2, 6, 5, 6, 4, 6, 1, 5, 2, 2, 3,
            ],
            [0, 0, 2, 3, 0, 2, 1, 3],
            [2, 2, 5, 6, 6, 6, 1, 3],
        ),
        (
            2024,
            [
                1, 4, 4, 1, 3, 6, 1, 4, 5, 3, 3, 6, 1, 3, 3, 1, 6, 2, 4, 3, 4, 2, 6, 3,
            ],
            [0, 0, 1, 1, 1, 2, 4, 7],
            [4, 2, 1, 2, 3, 6, 2, 2],
        ),
        (
            u64::MAX,
            [
                6, 3, 2, 1, 1, 1, 5, 1, 6, 1, 2, 4, 2, 2, 4, 3, 5, 2, 1, 1, 4, 3, 4, 2,
            ],
            [0, 0, 1, 0, 2, 2, 2, 7],
            [6, 5, 5, 1, 2, 6, 1, 6],
        ),
    ];

    #[test]
    fn test_each_seed_rolls_the_faces_it_rolled_before() {
        for (seed, faces, picks, after) in DRAWN {
            let mut die = Die::seeded(seed);
            let rolled: Vec<u8> = faces.iter().map(|_| die.roll()).collect();
            assert_eq!(rolled, faces, "seed {seed}");
            let picked: Vec<Option<usize>> = (1..=8).map(|n| die.pick(n)).collect();
            assert_eq!(picked, picks.map(Some), "seed {seed}");
            let rolled: Vec<u8> = after.iter().map(|_| die.roll()).collect();
            assert_eq!(rolled, after, "seed {seed}");
        }
    }

    /// Games played by dice, digit for digit as before the die had a type of
    /// its own: an ordinary game, a simulation, the best player's games and
    /// its simulation (the class round's scores replay such games).
    #[test]
    fn test_games_played_by_dice_are_the_games_played_before() {
        use crate::game::{
            GameRules, StateSpace, fair_game, fair_optimum, random_game, simulate, simulate_fair,
        };
        use crate::model::Rules;
        use crate::solver::Progress;
        let rules = GameRules::new(&Rules::paper()).expect("rules");
        let game = random_game(&rules, 7).expect("a game");
        assert_eq!((game.total, game.rolls.len()), (120_956.0, 69));
        let sim = simulate(&rules, 200, 5, &Progress::default()).expect("a simulation");
        assert_eq!((sim.mean, sim.mean_rolls), (122_623.989_999_999_99, 67.755));
        let two = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&two, &Progress::default()).expect("space");
        let best = fair_optimum(space, &Progress::default()).expect("the optimum");
        for (seed, total, rolls) in [(1, 57_511.0, 33), (5, 57_646.0, 34), (11, 63_190.0, 34)] {
            let game = fair_game(&best, seed).expect("a game");
            assert_eq!(
                (game.total, game.rolls.len()),
                (total, rolls),
                "seed {seed}"
            );
        }
        let sim = simulate_fair(&best, 100, 3, &Progress::default()).expect("a simulation");
        assert_eq!(
            (sim.mean, sim.mean_rolls),
            (59_416.23, 37.620_000_000_000_02)
        );
    }

    #[test]
    fn test_no_choice_draws_nothing() {
        let mut die = Die::seeded(1);
        assert_eq!(die.pick(0), None);
        assert_eq!(die.roll(), 5, "the stream did not move");
    }

    #[test]
    fn test_every_face_comes_up_and_no_other() {
        let mut die = Die::seeded(3);
        let mut seen = [0u32; 7];
        for _ in 0..6_000 {
            let face = usize::from(die.roll());
            assert!((1..=6).contains(&face));
            seen[face] += 1;
        }
        assert!(seen[1..].iter().all(|&n| n > 800), "{seen:?}");
    }

    // Not under Node: the machine's randomness is the browser's there.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn test_a_random_seed_is_short() {
        assert!(random_seed() < u64::from(u32::MAX));
    }
}
