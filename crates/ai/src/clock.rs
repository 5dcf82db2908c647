//! Time as the searches see it: a clock the caller supplies, and the limits of one search.
//!
//! `std::time::Instant` panics on `wasm32-unknown-unknown`, so the searches never read the
//! time themselves: the command line passes a closure over `Instant`, the site's web worker
//! passes `js_sys::Date::now` (any `Fn() -> f64` of milliseconds is a [`Clock`]).

/// A source of milliseconds, counted from any fixed origin.
///
/// # Examples
///
/// ```
/// use ai::Clock;
///
/// let start = std::time::Instant::now();
/// let clock = move || start.elapsed().as_secs_f64() * 1000.0;
/// assert!(clock.now_ms() >= 0.0);
/// ```
pub trait Clock {
    /// The time now, in milliseconds.
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A clock that never moves: only node limits stop a search, so its result depends on
/// nothing but the position and the seed (tests, reproducible matches).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// How far one search may go. Whichever limit comes first stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Positions visited, at most (approximately: checked every few hundred nodes).
    pub nodes: u64,
    /// Milliseconds of thinking, by the caller's clock; `None` for no time limit.
    pub time_ms: Option<f64>,
}

impl Limits {
    /// Limits by depth and nodes only.
    pub const fn nodes(depth: u32, nodes: u64) -> Self {
        Limits {
            depth,
            nodes,
            time_ms: None,
        }
    }
}

/// A running search's budget: the limits, and how much of them is spent.
pub(crate) struct Budget<'a> {
    limits: Limits,
    clock: &'a dyn Clock,
    start_ms: f64,
    pub nodes: u64,
    stopped: bool,
}

impl<'a> Budget<'a> {
    pub fn new(limits: Limits, clock: &'a dyn Clock) -> Self {
        Budget {
            limits,
            clock,
            start_ms: clock.now_ms(),
            nodes: 0,
            stopped: false,
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Counts a node; whether the search must stop now.
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(256) {
            self.check_time();
        }
        self.stopped
    }

    fn check_time(&mut self) {
        if let Some(time) = self.limits.time_ms
            && self.clock.now_ms() - self.start_ms >= time
        {
            self.stopped = true;
        }
    }

    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// The fraction of the time or node budget spent, whichever is larger.
    pub fn spent(&self) -> f64 {
        let by_nodes = self.nodes as f64 / self.limits.nodes.max(1) as f64;
        let by_time = self
            .limits
            .time_ms
            .map_or(0.0, |t| (self.clock.now_ms() - self.start_ms) / t.max(1e-9));
        by_nodes.max(by_time)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn test_budget_stops_at_the_node_limit() {
        let mut budget = Budget::new(Limits::nodes(10, 5), &NoClock);
        let ticks = (0..10).take_while(|_| !budget.tick()).count();
        assert_eq!(ticks, 4);
        assert!(budget.is_stopped());
    }

    #[test]
    fn test_budget_stops_when_the_clock_runs_out() {
        let now = Cell::new(0.0);
        let clock = || now.get();
        let limits = Limits {
            time_ms: Some(100.0),
            ..Limits::nodes(10, u64::MAX)
        };
        let mut budget = Budget::new(limits, &clock);
        for _ in 0..1000 {
            assert!(!budget.tick());
        }
        now.set(150.0);
        let stopped_after = (0..1000).take_while(|_| !budget.tick()).count();
        assert!(stopped_after < 256, "{stopped_after}");
    }
}
