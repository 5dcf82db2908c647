//! Sharing slow, independent checks out among the machine's cores, for the tests.
//!
//! The tactical sets' searches take from a millisecond to many seconds each, so a split
//! fixed in advance leaves a core idle while the other works through the slow ones: here
//! each core takes the next item as soon as it is free. Used by the unit tests and, by
//! path, by `tests/caro_tactics.rs`.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `check` applied to every item on every core; the results in the items' order.
pub fn on_every_core<T: Sync, R: Send>(items: &[T], check: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores.min(items.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break done };
                        done.push((i, check(item)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a check's thread"))
            .collect()
    });
    results.sort_by_key(|&(i, _)| i);
    results.into_iter().map(|(_, result)| result).collect()
}
