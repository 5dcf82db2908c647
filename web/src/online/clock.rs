//! The clocks of an online game as a person reads them, and the page's "now" that makes
//! them run.

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::t;

/// A clock's time left as it is shown: `4:59`, `0:09.4` under ten seconds (the tenths
/// matter then), `1:02:03` past an hour, and in days and hours for a correspondence move.
pub fn format(ms: u64) -> String {
    const HOUR: u64 = 60 * 60 * 1000;
    if ms >= 24 * HOUR {
        let hours = ms / HOUR;
        return t!("online-clock-days", days = hours / 24, hours = hours % 24);
    }
    let seconds = ms / 1000;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match (h, ms < 10_000) {
        (0, true) => format!("0:{s:02}.{}", ms / 100 % 10),
        (0, false) => format!("{m}:{s:02}"),
        _ => format!("{h}:{m:02}:{s:02}"),
    }
}

/// The page's time in milliseconds, read again every `every_ms` while `running` (a clock
/// runs on screen, or a countdown).
#[hook]
pub fn use_now(running: bool, every_ms: u32) -> f64 {
    let now = use_state(js_sys::Date::now);
    {
        let now = now.clone();
        use_effect_with((running, every_ms), move |&(running, every_ms)| {
            let ticking =
                running.then(|| Interval::new(every_ms, move || now.set(js_sys::Date::now())));
            move || drop(ticking)
        });
    }
    // A render for another reason reads the time too.
    (*now).max(js_sys::Date::now())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_clocks_read_as_people_read_them() {
        assert_eq!(format(299_000), "4:59");
        assert_eq!(format(60_000), "1:00");
        assert_eq!(format(9_450), "0:09.4");
        assert_eq!(format(0), "0:00.0");
        assert_eq!(format(3_723_000), "1:02:03");
    }
}
