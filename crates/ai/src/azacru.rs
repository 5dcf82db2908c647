//! The Azacru player, for 2, 3 or 4 players.
//!
//! **Two players**: alpha-beta ([`crate::generic`]) with an evaluation, for a player
//! against the other:
//!
//! - **fields** carrying the player's markers (the score, 100 each);
//! - **chevrons** left, each by its prospects: a chevron moves only ahead or 45° aside
//!   and then faces where it went, so one that runs into an edge or into other players'
//!   markers may never move again. Each counts by the landing fields in its reach
//!   (unmarked ones most: each is a field to win), nothing when it faces off the board, a
//!   third when it is blocked for now; a connection over another player's markers costs
//!   one;
//! - **power**: the own markers in each chevron's region, which is how far it can move and
//!   how long a connection it can make.
//!
//! Moves are tried connections that gain the most fields first, twists after the plain
//! move, and connections that would cost the chevron last. Passes and the last turns after
//! a pass come from the rules: the search sees the end and the winners like any result.
//!
//! | level | nodes | depth | mistakes |
//! |---|---|---|---|
//! | 1 | 400 | 2 | softmax within 4 fields |
//! | 2 | 3,000 | 3 | softmax within 1.5 fields |
//! | 3 | 10,000 | 6 | none |
//! | 4 | 100,000 | 12 | none |
//! | 5 | 1,500,000 (at most 1.8 s) | 40 | none |
//!
//! **Three or four players**: Monte Carlo tree search ([`crate::mcts`]), each player for
//! himself; paranoid alpha-beta (everyone against the player to move) played worse and
//! gained little from more nodes. A playout is ten random moves; then each side's strength
//! by the evaluation above is its chance to win (a softmax, e to one for a field and a
//! half): playouts to the end of the game stopped gaining strength with more nodes. Levels
//! 4 and 5 play their playouts by move averages instead ([`mcts::Policy::Mast`], a random
//! move three times in ten), which are worth following further than random moves: with
//! four players level 5 follows them for twenty moves.
//!
//! More nodes make a stronger player only slowly, while small mistakes cost much against a
//! strong player, so the levels are set apart mostly by their mistakes (in thousandths of a
//! win, a tenth of a win for a field above):
//!
//! | level | nodes (moves played) | playouts | mistakes |
//! |---|---|---|---|
//! | 1 | 2,000 | random | softmax within 1.6 wins, among the moves its search kept |
//! | 2 | 4,000 | random | softmax within 0.3 wins (with four players 0.25) |
//! | 3 | 12,000 | random | softmax within 0.12 wins (with four players 0.08) |
//! | 4 | 400,000 | by move averages | softmax within 0.1 wins (with four players 0.02) |
//! | 5 | 2,000,000 (at most 1.8 s) | by move averages (with four players 20 moves) | none |
//!
//! A level's mistakes pick among the moves its search tried at least a tenth as often as
//! the best ([`mcts::search`]'s `scored`). Level 1's margin keeps all of those, a softmax
//! over them favouring the better ones only a little: a beginner plays any move that does
//! not look bad to him. Its 2,000 nodes are what keeps it from a connection that lets
//! another player win at once: they are enough for the search to drop such a move (with
//! 400 it sometimes did not).
//!
//! The scores each level makes against the one below, and the variants tried and not
//! kept, are in `docs/ai-levels.md`.
//!
//! Players are numbered by turn order from the one who moved first (see
//! [`engine::Game::player_to_move`]).

use engine::{
    Game, Seat,
    azacru::{Azacru, AzacruMove, Chevron, FIELDS, Field, Side, Twist},
};

use crate::{
    Clock, Computer, Level, Mistakes, Settings, Thought,
    generic::{self, Evaluate},
    levels,
    mcts::{self, Playout, Policy},
    random::hash,
};

/// One field, in evaluation units.
const FIELD: i32 = 100;
/// A chevron still on the board that can move.
const CHEVRON: i32 = 3 * FIELD;
/// One landing field in a chevron's reach.
const REACH: i32 = FIELD / 5;
/// One unmarked landing field in a chevron's reach.
const FRESH: i32 = FIELD / 4;
/// One point of a chevron's power.
const POWER: i32 = FIELD / 4;

impl Computer for Azacru {
    /// A move each, however many play.
    fn match_opening_plies(&self) -> usize {
        self.sides().len()
    }

    fn settings(&self, level: Level) -> Settings {
        if self.sides().len() > 2 {
            return settings_for_several(level, self.sides().len());
        }
        let mut settings =
            generic::settings(level, [400, 3_000, 10_000, 100_000, 1_500_000], FIELD);
        if level == Level::MIN {
            // A beginner errs within 4 fields, not the generic 3: fields are few and close,
            // and 3 did not set level 1 clearly below level 2.
            settings.mistakes = Some(mistakes_within(4 * FIELD));
        }
        settings
    }

    fn think(
        &self,
        settings: &Settings,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Thought<AzacruMove>> {
        if self.sides().len() > 2 {
            think_for_several(self, settings, seed, clock)
        } else {
            generic::think(self, settings, seed, clock)
        }
    }

    /// Four and a half fields ahead (fitted to level-3 games: see `docs/review.md`).
    fn odds_unit(&self) -> i32 {
        9 * FIELD / 2
    }
}

/// One level with three or four players (see the module doc).
#[derive(Clone, Copy, Debug)]
struct Rung {
    /// The search's nodes: moves played, in the tree and in the playouts.
    nodes: u64,
    /// The margin of the mistakes, in thousandths of a win (0: none).
    margin: i32,
    /// How the playouts choose their moves.
    playouts: Policy,
}

impl Rung {
    const fn new(nodes: u64, margin: i32, playouts: Policy) -> Self {
        Rung {
            nodes,
            margin,
            playouts,
        }
    }
}

/// Playouts by move averages, a random move three times in ten (see the module doc), as
/// long as the plain ones.
const BY_MOVE_AVERAGES: Policy = Policy::Mast {
    explore_per_mille: 300,
    playout_moves: Azacru::PLAYOUT_MOVES,
};

/// Playouts by move averages followed for twice as many moves: level 5's with four
/// players.
const FURTHER_BY_MOVE_AVERAGES: Policy = Policy::Mast {
    explore_per_mille: 300,
    playout_moves: 2 * Azacru::PLAYOUT_MOVES,
};

/// The levels with three players (see the module doc).
const LEVELS_FOR_THREE: [Rung; 5] = [
    Rung::new(2_000, 1_600, Policy::Plain),
    Rung::new(4_000, 300, Policy::Plain),
    Rung::new(12_000, 120, Policy::Plain),
    Rung::new(400_000, 100, BY_MOVE_AVERAGES),
    Rung::new(2_000_000, 0, BY_MOVE_AVERAGES),
];

/// The levels with four players. From level 2 up they err less than with three, and
/// level 5 follows its playouts further, which left room for levels 3 and 4 to err less
/// still. The ladder has little to spare: making one level stronger moves the margin from
/// one pair of levels to the next.
const LEVELS_FOR_FOUR: [Rung; 5] = [
    Rung::new(2_000, 1_600, Policy::Plain),
    Rung::new(4_000, 250, Policy::Plain),
    Rung::new(12_000, 80, Policy::Plain),
    Rung::new(400_000, 20, BY_MOVE_AVERAGES),
    Rung::new(2_000_000, 0, FURTHER_BY_MOVE_AVERAGES),
];

fn settings_for_several(level: Level, players: usize) -> Settings {
    let ladder = if players == 3 {
        LEVELS_FOR_THREE
    } else {
        LEVELS_FOR_FOUR
    };
    let rung = ladder[usize::from(level.get() - 1)];
    let mut settings = generic::settings(level, ladder.map(|rung| rung.nodes), FIELD);
    settings.mistakes = (rung.margin > 0).then(|| mistakes_within(rung.margin));
    settings.playouts = rung.playouts;
    settings
}

/// Azacru's mistakes: a softmax over the moves within `margin` of the best, a move `margin`
/// behind being chosen e^(8/3) (about 14) times less often than the best.
fn mistakes_within(margin: i32) -> Mistakes {
    Mistakes {
        margin,
        temperature: margin * 3 / 8,
        overlook_per_mille: 0,
    }
}

/// With three or four players: Monte Carlo tree search. A level's mistakes pick among the
/// moves whose mean reward is close to the best one's.
fn think_for_several(
    game: &Azacru,
    settings: &Settings,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Thought<AzacruMove>> {
    let report = mcts::search(game, settings.limits, settings.playouts, seed, clock);
    levels::decide(&report, settings.mistakes.as_ref(), seed)
}

/// Playouts of ten moves, then each side's strength as its chance to win (see
/// the module doc).
impl Playout for Azacru {
    const PLAYOUT_MOVES: u32 = 10;

    fn rewards(&self) -> [f32; mcts::SEATS] {
        if self.is_over() {
            return mcts::win_shares(self);
        }
        let sides = self.sides();
        let strengths: Vec<i32> = sides.iter().map(|&side| strength(self, side)).collect();
        let top = strengths.iter().copied().max().unwrap_or(0);
        let weights: Vec<u64> = strengths
            .iter()
            .map(|&s| levels::softmax_weight(top - s, 3 * FIELD / 2))
            .collect();
        let total = weights.iter().sum::<u64>().max(1) as f32;
        let mut rewards = [0.0; mcts::SEATS];
        for (side, weight) in sides.iter().zip(weights) {
            rewards[side.seat().index()] = weight as f32 / total;
        }
        rewards
    }

    /// A step by its two fields and its twist (none, left, right).
    const MOVE_KEYS: usize = FIELDS * FIELDS * 3;

    fn move_key(&self, m: AzacruMove) -> Option<usize> {
        let AzacruMove::Step { from, to, twist } = m else {
            return None;
        };
        Some((from.index() * FIELDS + to.index()) * 3 + twist as usize)
    }

    fn order_moves(&self, moves: &mut [AzacruMove]) {
        self.order(moves);
    }
}

impl Evaluate for Azacru {
    fn evaluate(&self) -> i32 {
        self.evaluate_for(self.turn().seat())
    }

    /// The player's strength against the other's (alpha-beta runs with two players only).
    fn evaluate_for(&self, seat: Seat) -> i32 {
        let Some(me) = Side::from_seat(seat) else {
            return 0;
        };
        let other = self
            .sides()
            .iter()
            .filter(|&&s| s != me)
            .map(|&s| strength(self, s))
            .max()
            .unwrap_or(0);
        strength(self, me) - other
    }

    fn order(&self, moves: &mut [AzacruMove]) {
        moves.sort_by_cached_key(|&m| -promise(self, m));
    }

    fn key(&self) -> u64 {
        let mut key = hash(1 << 40 | self.turn().index() as u64)
            ^ hash(2 << 40 | self.turns_left().map_or(0xff, u64::from));
        for field in Field::all() {
            let at = (field.index() as u64) << 8;
            if let Some(side) = self.marker(field) {
                key ^= hash(at | side.index() as u64);
            }
            if let Some(chevron) = self.chevron(field) {
                let facing = chevron.facing as u64;
                key ^= hash(at | 1 << 6 | (chevron.side.index() as u64) << 3 | facing);
            }
        }
        key
    }
}

/// A side's fields, chevrons and their prospects, in evaluation units.
fn strength(game: &Azacru, side: Side) -> i32 {
    let mut value = FIELD * game.fields(side) as i32;
    for (field, chevron) in game.chevrons_of(side) {
        value += chevron_value(game, field, chevron);
    }
    value
}

/// What a chevron on `field` is worth: the fields it can still mark. A chevron only moves
/// ahead or 45° aside and then faces where it went, so one that runs into an edge or into
/// other players' markers may never move again; its value grows with the landing fields
/// in reach (unmarked ones most, each a field to win) and with its power.
fn chevron_value(game: &Azacru, field: Field, chevron: Chevron) -> i32 {
    let power = game.power(field).unwrap_or(1);
    let own = |f: Field| game.marker(f) == Some(chevron.side);
    let facing = chevron.facing;
    let (mut reach, mut fresh, mut ahead) = (0, 0, 0);
    for direction in [facing.left(), facing, facing.right()] {
        if field.step(direction).is_some() {
            ahead += 1;
        }
        let mut to = field;
        let mut jumped = false;
        for _ in 0..power {
            let Some(next) = to.step(direction) else {
                break;
            };
            to = next;
            if game.chevron(to).is_some() {
                jumped = true;
                continue;
            }
            match game.marker(to) {
                Some(s) if s != chevron.side => continue,
                _ if jumped && !(own(field) && own(to)) => continue,
                Some(_) => reach += 1,
                None => {
                    reach += 1;
                    fresh += 1;
                }
            }
        }
    }
    if ahead == 0 {
        // Facing off the board: it can never move again.
        return 0;
    }
    if reach == 0 {
        // Blocked for now; chevrons move away, markers seldom do.
        return CHEVRON / 3;
    }
    CHEVRON / 2 + REACH * reach.min(6) + FRESH * fresh.min(4) + POWER * i32::from(power)
}

/// How good a move looks before searching it: the fields it marks, a lost chevron, and
/// no twist before a twist.
fn promise(game: &Azacru, m: AzacruMove) -> i32 {
    let AzacruMove::Step { from, to, twist } = m else {
        return 0;
    };
    let me = game.turn();
    let own = |f: Field| game.marker(f) == Some(me);
    let mut value = if own(to) { 0 } else { 10 };
    if twist != Twist::None {
        value -= 1;
    }
    let Some((direction, distance)) = from.line_to(to) else {
        return value;
    };
    if distance < 2 || !own(from) || !own(to) {
        return value;
    }
    let path = (1..distance).scan(from, |f, _| {
        *f = f.step(direction)?;
        Some(*f)
    });
    let (mut gained, mut foreign) = (0, false);
    for field in path {
        if game.chevron(field).is_some() {
            // A connection jump marks nothing.
            return value;
        }
        match game.marker(field) {
            Some(side) if side == me => {}
            Some(_) => {
                foreign = true;
                gained += 1;
            }
            None => gained += 1,
        }
    }
    value + 10 * gained - if foreign { 40 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::token;
    use crate::{NoClock, choose_move};
    use engine::{
        Outcome,
        azacru::{AzacruOptions, Players},
    };

    fn options(players: Players) -> AzacruOptions {
        AzacruOptions {
            players,
            ..AzacruOptions::default()
        }
    }

    fn position(players: Players, code: &str) -> Azacru {
        Azacru::from_code(options(players), code).expect("a valid code")
    }

    /// Plays `plies` moves, levels taking turns by player; counts the twists chosen.
    fn play_legally(players: Players, levels: &[u8], plies: u64) -> (Azacru, usize) {
        let mut game = Azacru::new(options(players));
        let mut twists = 0;
        for ply in 0..plies {
            let Some(player) = game.player_to_move() else {
                break;
            };
            let level = Level::new(levels[player % levels.len()]).expect("a level");
            let m = choose_move(&game, level, ply, &NoClock).expect("a move");
            assert!(game.is_legal(m), "{m:?} in {game:?}");
            if let AzacruMove::Step { twist, .. } = m {
                twists += usize::from(twist != Twist::None);
            }
            game.play_unchecked(m);
        }
        (game, twists)
    }

    #[test]
    fn test_plays_legal_moves_with_two_players() {
        let (_, twists) = play_legally(Players::Two, &[1], 40);
        assert!(twists > 0, "some moves into another region twist");
    }

    #[test]
    fn test_plays_legal_moves_with_three_and_four_players() {
        let (game, _) = play_legally(Players::Three, &[1, 3], 12);
        assert_eq!(game.sides().len(), 3);
        play_legally(Players::Four, &[3, 1], 12);
    }

    #[test]
    fn test_passes_without_chevrons_and_plays_the_last_turn() {
        let game = position(Players::Two, "9/9/9/9/9/9/9/9/9./c9s.e");
        assert_eq!(token(&game, 3, 0), "pass");
        let mut after = game.clone();
        after.play_token("pass").expect("legal");
        assert_eq!(after.turns_left(), Some(1));
        let last = token(&after, 3, 0);
        after.play_token(&last).expect("legal");
        assert_eq!(after.outcome(), Some(Outcome::Winner(Side::West.seat())));
    }

    #[test]
    fn test_takes_the_winning_connection_on_the_last_turn() {
        // West has passed; east's last turn. c1-c4 fills c2 and c3: 6 fields to 5.
        let game = position(Players::Two, "9/6www/6ww1/9/9/2e6/9/9/eee6.c1n/.e1");
        for level in 1..=5 {
            let m = token(&game, level, 3);
            assert!(m.starts_with("c1-c4"), "level {level}: {m}");
        }
    }

    #[test]
    fn test_blocks_the_winning_connection_of_another_player() {
        // North has passed: east, then west (and with four players south, who has no
        // chevron, between them), and the game ends. West's g1-g4 would fill g2 and g3 and
        // win; east's chevron on g2 turns it into a jump. Even level 1's mistakes leave
        // the losing moves out: the weak levels over many seeds, since one bad draw in
        // twenty would slip through a handful.
        for (players, code) in [
            (
                Players::Three,
                "7ww/ee7/eee6/9/9/6w2/9/9/5ewww./f1ne/g1n.e2",
            ),
            (
                Players::Four,
                "7ww/ee7/eee6/9/9/6w2/9/9/5ewww./f1ne//g1n.e3",
            ),
        ] {
            let game = position(players, code);
            for level in 1..=5 {
                let seeds = if level <= 2 { 50 } else { 5 };
                for seed in 1..=seeds {
                    let m = token(&game, level, seed);
                    assert!(
                        m.starts_with("f1-g2"),
                        "{players:?}, level {level}, seed {seed}: {m}"
                    );
                }
            }
        }
    }

    #[test]
    fn test_a_playout_cut_short_is_judged_by_each_sides_strength() {
        let mut game = Azacru::new(options(Players::Four));
        for token in [
            "a7-b6r", "i5-h5", "i3-h3", "c9-b8", "b6-c5", "g9-f8r", "h3-g2",
        ] {
            game.play_token(token).expect("legal");
        }
        let rewards = game.rewards();
        let total: f32 = rewards.iter().sum();
        assert!((total - 1.0).abs() < 1e-4, "{rewards:?}");
        let by_strength = |a: &&Side, b: &&Side| strength(&game, **a).cmp(&strength(&game, **b));
        let strongest = game.sides().iter().max_by(by_strength).expect("sides");
        let weakest = game.sides().iter().min_by(by_strength).expect("sides");
        assert!(
            rewards[strongest.seat().index()] > rewards[weakest.seat().index()],
            "{rewards:?}"
        );
        // A finished game: the win, all of it.
        let over = position(Players::Three, "9/9/9/9/9/9/9/9/eee6./a1n/.n0");
        assert_eq!(over.outcome(), Some(Outcome::Winner(Side::East.seat())));
        assert_eq!(over.rewards()[Side::East.seat().index()], 1.0);
    }

    #[test]
    fn test_each_level_with_several_players_thinks_more_and_errs_less() {
        for ladder in [LEVELS_FOR_THREE, LEVELS_FOR_FOUR] {
            for pair in ladder.windows(2) {
                let (lower, higher) = (pair[0], pair[1]);
                assert!(
                    higher.nodes > lower.nodes && higher.margin < lower.margin,
                    "{pair:?}"
                );
                assert!(
                    lower.playouts == Policy::Plain || higher.playouts != Policy::Plain,
                    "no level plays by move averages below one that does not: {pair:?}"
                );
            }
            assert_eq!(ladder[4].margin, 0, "level 5 makes no mistakes");
            assert_eq!(ladder[3].playouts, BY_MOVE_AVERAGES);
            assert_ne!(ladder[4].playouts, Policy::Plain);
        }
    }

    #[test]
    fn test_levels_finish_by_nodes_within_their_time_caps() {
        // Nodes a millisecond as WebAssembly in the browser, by the number of players: the
        // measured native speeds of alpha-beta and of the tree search, times a little less
        // than WebAssembly's measured share (docs/ai-levels.md). A tenth of the cap is spare.
        let browser_nodes_per_ms = [
            (Players::Two, 1_800.0 * 0.7),
            (Players::Three, 4_500.0 * 0.6),
            (Players::Four, 4_500.0 * 0.6),
        ];
        for level in Level::ALL {
            for (players, nodes_per_ms) in browser_nodes_per_ms {
                let limits = Azacru::new(options(players)).settings(level).limits;
                let cap = limits.time_ms.expect("a time cap");
                let ms = limits.nodes as f64 / nodes_per_ms;
                assert!(
                    ms <= 0.9 * cap,
                    "{players:?}, level {level}: {ms:.0} ms of {cap} ms"
                );
            }
        }
    }

    #[test]
    fn test_move_keys_tell_the_legal_moves_apart() {
        let mut game = Azacru::new(options(Players::Four));
        for token in ["a7-b6r", "i5-h5", "i3-h3", "c9-b8", "b6-c5", "g9-f8r"] {
            game.play_token(token).expect("legal");
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut keys: Vec<usize> = moves.iter().filter_map(|&m| game.move_key(m)).collect();
        assert_eq!(keys.len(), moves.len(), "every step has a key");
        assert!(keys.iter().all(|&k| k < Azacru::MOVE_KEYS));
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), moves.len(), "no two moves share a key");
        assert_eq!(game.move_key(AzacruMove::Pass), None);
    }

    #[test]
    fn test_the_top_levels_play_by_move_averages() {
        let game = Azacru::new(options(Players::Four));
        let limits = crate::Limits::nodes(1, 20_000);
        let run = |policy| mcts::search(&game, limits, policy, 3, &NoClock);
        let (plain, by_averages) = (run(Policy::Plain), run(BY_MOVE_AVERAGES));
        let further = run(FURTHER_BY_MOVE_AVERAGES);
        assert_ne!(
            by_averages.scored, plain.scored,
            "the policy steers the playouts"
        );
        assert_ne!(by_averages.scored, further.scored, "so does their length");
        let think = |level: Level| {
            let mut settings = game.settings(level);
            settings.limits = limits;
            game.think(&settings, 3, &NoClock).expect("a move")
        };
        let best = think(Level::MAX);
        assert_eq!(
            (Some(best.chosen), best.score, best.depth),
            (further.best, further.score, further.depth)
        );
        // A level with mistakes may play another move than the best, but reports its
        // search's best score and depth: level 4's by move averages too.
        for (level, search) in [(1, &plain), (3, &plain), (4, &by_averages)] {
            let erring = think(Level::new(level).expect("a level"));
            assert_eq!(
                (erring.score, erring.depth),
                (search.score, search.depth),
                "level {level}"
            );
        }
    }

    #[test]
    fn test_same_seed_same_move() {
        for players in [Players::Two, Players::Three, Players::Four] {
            let game = Azacru::new(options(players));
            for level in 1..=3 {
                assert_eq!(
                    token(&game, level, 6),
                    token(&game, level, 6),
                    "{players:?}"
                );
            }
        }
    }

    #[test]
    fn test_a_chevron_is_worth_where_it_can_still_go() {
        let value = |code: &str| {
            let game = position(Players::Two, code);
            let field = Field::all()
                .find(|&f| game.chevron(f).is_some_and(|c| c.side == Side::East))
                .expect("east's chevron");
            let chevron = game.chevron(field).expect("a chevron");
            chevron_value(&game, field, chevron)
        };
        // East's chevron on e9: facing north it can never move again; facing south the
        // whole board is ahead of it; facing south into west's markers, it is stuck.
        let open = value("4e4/9/9/9/9/9/9/9/w8.e9s/a1n.e");
        let dead = value("4e4/9/9/9/9/9/9/9/w8.e9n/a1n.e");
        let blocked = value("4e4/3www3/9/9/9/9/9/9/w8.e9s/a1n.e");
        assert_eq!(dead, 0);
        assert!(blocked > dead && open > blocked, "{open} {blocked} {dead}");
    }
}
