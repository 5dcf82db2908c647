//! Game options: rule variants chosen before a game starts, written `key=value`.

use std::fmt;

use crate::OptionError;

/// One option of a game: its key, the values it takes, and its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key, e.g. `opening`.
    pub key: &'static str,
    /// Every value, e.g. `["free", "swap", "swap2"]`.
    pub values: &'static [&'static str],
    /// The value when none is given, e.g. `free`.
    pub default: &'static str,
}

/// A game's options as a typed value.
pub trait GameOptions: Clone + Default + PartialEq + fmt::Debug {
    /// Every option of the game, in a fixed order.
    const SPECS: &'static [OptionSpec];

    /// Sets one option from its text form.
    ///
    /// # Errors
    ///
    /// [`OptionError`] when the game has no such option or the option no such value.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;

    /// The value of one option, in its text form.
    fn get(&self, key: &str) -> Option<&'static str>;

    /// Whether the options go together. Each option is checked on its own by
    /// [`GameOptions::set`]; this checks the ones whose values depend on each other (in
    /// Azacru, `first` must name a player who takes part). Called once every option is
    /// set, so the order of the assignments does not matter.
    ///
    /// # Errors
    ///
    /// [`OptionError::Conflict`] naming the option that does not fit.
    fn validate(&self) -> Result<(), OptionError> {
        Ok(())
    }

    /// The value an option takes when none is given: the spec's default, unless the game
    /// makes it depend on other options (Azacru's `first` depends on `players`).
    fn default_value(&self, spec: &OptionSpec) -> &'static str {
        spec.default
    }

    /* FINAL */
    /// Sets one option from a `key=value` text.
    ///
    /// # Errors
    ///
    /// [`OptionError`] when the text is not `key=value`, or as [`GameOptions::set`].
    fn assign(&mut self, assignment: &str) -> Result<(), OptionError> {
        let (key, value) = assignment
            .split_once('=')
            .ok_or_else(|| OptionError::Malformed {
                text: assignment.to_owned(),
            })?;
        self.set(key, value)
    }

    /* FINAL */
    /// Reads options from `key=value` texts; a key given twice keeps its last value.
    ///
    /// # Errors
    ///
    /// The first text that is not a valid option, or, once all are read, the option that
    /// does not go with the others ([`GameOptions::validate`]).
    fn from_assignments<'a>(
        assignments: impl IntoIterator<Item = &'a str>,
    ) -> Result<Self, OptionError> {
        let mut options = Self::default();
        for assignment in assignments {
            options.assign(assignment)?;
        }
        options.validate()?;
        Ok(options)
    }

    /* FINAL */
    /// The options that differ from their default, as `(key, value)` in spec order: what a
    /// record or a URL needs to carry.
    fn non_default(&self) -> Vec<(&'static str, &'static str)> {
        Self::SPECS
            .iter()
            .filter_map(|spec| {
                let value = self.get(spec.key)?;
                (value != self.default_value(spec)).then_some((spec.key, value))
            })
            .collect()
    }

    /* FINAL */
    /// The error for a key the game does not have.
    fn unknown(key: &str) -> OptionError {
        OptionError::Unknown {
            key: key.to_owned(),
            known: Self::SPECS.iter().map(|spec| spec.key).collect(),
        }
    }
}

/// A closed set of values of one option, spelled in lower case.
pub trait OptionValue: Copy + Sized + 'static {
    /// The option's key.
    const KEY: &'static str;
    /// Every value, in the order the site offers them.
    const ALL: &'static [Self];
    /// The spellings of `ALL`, in the same order.
    const NAMES: &'static [&'static str];

    /// The value's spelling.
    fn as_str(self) -> &'static str;

    /// Reads a value.
    ///
    /// # Errors
    ///
    /// [`OptionError::BadValue`] listing the values the option takes.
    fn parse(value: &str) -> Result<Self, OptionError> {
        Self::ALL
            .iter()
            .copied()
            .find(|v| v.as_str() == value)
            .ok_or_else(|| OptionError::BadValue {
                key: Self::KEY,
                value: value.to_owned(),
                expected: Self::NAMES,
            })
    }
}

/// Declares an option's values as an enum implementing [`OptionValue`]; the first value
/// is the default.
#[macro_export]
macro_rules! option_value {
    (
        $(#[$meta:meta])*
        $name:ident, key = $key:literal {
            $(#[$fmeta:meta])* $first:ident = $first_text:literal
            $(, $(#[$vmeta:meta])* $variant:ident = $text:literal )* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[$fmeta])*
            #[default]
            $first,
            $( $(#[$vmeta])* $variant ),*
        }

        impl $crate::options::OptionValue for $name {
            const KEY: &'static str = $key;
            const ALL: &'static [Self] = &[$name::$first $(, $name::$variant)*];
            const NAMES: &'static [&'static str] = &[$first_text $(, $text)*];

            fn as_str(self) -> &'static str {
                match self {
                    $name::$first => $first_text,
                    $($name::$variant => $text),*
                }
            }
        }

        impl $name {
            /// This option's description, for its game's `GameOptions::SPECS`.
            pub const SPEC: $crate::OptionSpec = $crate::OptionSpec {
                key: $key,
                values: &[$first_text $(, $text)*],
                default: $first_text,
            };
        }
    };
}
