//! The part of Fluent the site's messages use, read and formatted by a few hundred
//! lines of our own instead of `fluent-bundle`, which weighs about 40 KB gzipped in
//! every page (most of it the plural rules of every language of the world).
//!
//! The subset: comments, messages with attributes, multiline text, `{ $variable }`, and
//! `{ $variable -> [key] … *[other] … }` choosing by plural category, exact number or
//! exact text. Anything else is an error naming the line, and that message is left out.
//! The unit tests check every shipped file formats exactly as `fluent-bundle` would.

use std::collections::HashMap;

use super::plural;

/// What a message is given to fill its placeables: `n = 3`, `token = "h8"`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(Vec<(&'static str, Arg)>);

/// One argument's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A count: the site's numbers are whole (Fluent's fractions are not needed).
    Number(i64),
    Text(String),
}

impl Args {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn set(&mut self, name: &'static str, value: impl Into<Arg>) {
        self.0.push((name, value.into()));
    }

    fn get(&self, name: &str) -> Option<&Arg> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, value)| value)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                // Counts on a board are far below `i64::MAX`.
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

/// Text with placeables.
type Pattern = Vec<Element>;

#[derive(Debug)]
enum Element {
    Text(String),
    Variable(String),
    Select {
        selector: String,
        variants: Vec<(Key, Pattern)>,
        default: usize,
    },
}

#[derive(Debug)]
enum Key {
    Name(String),
    Number(i64),
}

#[derive(Debug, Default)]
struct Message {
    value: Option<Pattern>,
    attributes: Vec<(String, Pattern)>,
}

/// A language's messages, from one or more `.ftl` texts.
#[derive(Debug)]
pub struct Messages {
    language: String,
    messages: HashMap<String, Message>,
}

impl Messages {
    /// No messages yet, in the language `code` (which picks the plural rules).
    pub fn new(code: &str) -> Self {
        Self {
            language: code.to_owned(),
            messages: HashMap::new(),
        }
    }

    /// Adds the messages of `source`; the errors say what was left out and why. An id
    /// already here keeps its first text.
    pub fn add(&mut self, source: &str) -> Vec<String> {
        let source = source.replace("\r\n", "\n");
        let mut parser = Parser {
            text: source.as_bytes(),
            at: 0,
        };
        let mut errors = Vec::new();
        while let Some(entry) = parser.entry() {
            match entry {
                Ok((id, message)) => {
                    self.messages.entry(id).or_insert(message);
                }
                Err(error) => {
                    errors.push(format!("line {}: {error}", parser.line()));
                    parser.skip_entry();
                }
            }
        }
        errors
    }

    /// The text of message `id`, or of its attribute `attribute`, with `args`; `None` if
    /// there is no such message (or it has no such text).
    pub fn format(&self, id: &str, attribute: Option<&str>, args: Option<&Args>) -> Option<String> {
        let message = self.messages.get(id)?;
        let pattern = match attribute {
            Some(attribute) => &message.attributes.iter().find(|(a, _)| a == attribute)?.1,
            None => message.value.as_ref()?,
        };
        let mut out = String::new();
        self.write(pattern, args, &mut out);
        Some(out)
    }

    /// Every message id, and `id.attribute` for each attribute.
    #[cfg(test)]
    pub fn ids(&self) -> impl Iterator<Item = String> + '_ {
        self.messages.iter().flat_map(|(id, message)| {
            std::iter::once(id.clone()).chain(
                message
                    .attributes
                    .iter()
                    .map(move |(a, _)| format!("{id}.{a}")),
            )
        })
    }

    fn write(&self, pattern: &Pattern, args: Option<&Args>, out: &mut String) {
        for element in pattern {
            match element {
                Element::Text(text) => out.push_str(text),
                Element::Variable(name) => match args.and_then(|args| args.get(name)) {
                    Some(Arg::Number(n)) => out.push_str(&n.to_string()),
                    Some(Arg::Text(text)) => out.push_str(text),
                    // What Fluent shows for a missing argument: visible, never blank.
                    None => {
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                },
                Element::Select {
                    selector,
                    variants,
                    default,
                } => {
                    let value = args.and_then(|args| args.get(selector));
                    let chosen = variants
                        .iter()
                        .find(|(key, _)| self.matches(key, value))
                        .unwrap_or(&variants[*default]);
                    self.write(&chosen.1, args, out);
                }
            }
        }
    }

    fn matches(&self, key: &Key, value: Option<&Arg>) -> bool {
        match (key, value) {
            (Key::Number(k), Some(Arg::Number(n))) => k == n,
            (Key::Name(k), Some(Arg::Number(n))) => plural::category(&self.language, *n) == k,
            (Key::Name(k), Some(Arg::Text(text))) => k == text,
            _ => false,
        }
    }
}

/// A pattern as read, before its lines lose their common indentation.
enum Piece {
    Text(String),
    /// The start of a continuation line: the line breaks before it and its indentation
    /// (none for a line that starts with a placeable: Fluent drops that indentation).
    Line {
        breaks: usize,
        indent: Option<usize>,
    },
    Placeable(Element),
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

type Parsed<T> = Result<T, &'static str>;

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn peek_is(&self, c: u8) -> bool {
        self.peek() == Some(c)
    }

    fn line(&self) -> usize {
        1 + self.text[..self.at.min(self.text.len())]
            .iter()
            .filter(|&&c| c == b'\n')
            .count()
    }

    fn skip_inline_blank(&mut self) -> usize {
        let start = self.at;
        while self.peek_is(b' ') {
            self.at += 1;
        }
        self.at - start
    }

    /// Spaces and line breaks.
    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n')) {
            self.at += 1;
        }
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            self.at += 1;
            if c == b'\n' {
                break;
            }
        }
    }

    /// After an error: on to the next line that starts an entry.
    fn skip_entry(&mut self) {
        loop {
            self.skip_line();
            match self.peek() {
                None => return,
                Some(c) if c.is_ascii_alphabetic() || c == b'#' || c == b'-' => return,
                Some(_) => {}
            }
        }
    }

    fn expect(&mut self, c: u8, error: &'static str) -> Parsed<()> {
        if self.peek_is(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(error)
        }
    }

    /// The next message, skipping comments and blank lines; `None` at the end.
    fn entry(&mut self) -> Option<Parsed<(String, Message)>> {
        loop {
            match self.peek()? {
                b'\n' => self.at += 1,
                b'#' => self.skip_line(),
                b' ' => {
                    let start = self.at;
                    self.skip_inline_blank();
                    if !matches!(self.peek()?, b'\n') {
                        self.at = start;
                        return Some(Err("an indented line outside a message"));
                    }
                }
                c if c.is_ascii_alphabetic() => return Some(self.message()),
                b'-' => return Some(Err("terms are not supported")),
                _ => return Some(Err("expected a message")),
            }
        }
    }

    fn identifier(&mut self) -> Parsed<String> {
        let start = self.at;
        if !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            return Err("expected a name");
        }
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
        {
            self.at += 1;
        }
        Ok(String::from_utf8_lossy(&self.text[start..self.at]).into_owned())
    }

    fn message(&mut self) -> Parsed<(String, Message)> {
        let id = self.identifier()?;
        self.skip_inline_blank();
        self.expect(b'=', "expected '=' after the message's name")?;
        let mut message = Message {
            value: self.pattern()?,
            attributes: Vec::new(),
        };
        loop {
            let start = self.at;
            self.skip_blank();
            if !self.peek_is(b'.') || start == self.at {
                self.at = start;
                break;
            }
            self.at += 1;
            let name = self.identifier()?;
            self.skip_inline_blank();
            self.expect(b'=', "expected '=' after the attribute's name")?;
            let pattern = self.pattern()?.ok_or("an attribute without a text")?;
            message.attributes.push((name, pattern));
        }
        if message.value.is_none() && message.attributes.is_empty() {
            return Err("a message without a text");
        }
        Ok((id, message))
    }

    /// A pattern, from just after `=` or a variant's key to the last line that continues
    /// it; `None` if it is empty.
    fn pattern(&mut self) -> Parsed<Option<Pattern>> {
        self.skip_inline_blank();
        let mut pieces = Vec::new();
        loop {
            let start = self.at;
            while !matches!(self.peek(), None | Some(b'{' | b'}' | b'\n')) {
                self.at += 1;
            }
            if self.at > start {
                let text = String::from_utf8_lossy(&self.text[start..self.at]).into_owned();
                pieces.push(Piece::Text(text));
            }
            match self.peek() {
                Some(b'{') => pieces.push(Piece::Placeable(self.placeable()?)),
                Some(b'}') => return Err("an unmatched '}'"),
                _ => match self.continuation() {
                    Some(line) => pieces.push(line),
                    None => break,
                },
            }
        }
        Ok(dedent(pieces))
    }

    /// At a line break: if the pattern goes on (an indented line that does not start a
    /// variant, an attribute or the end of a choice), moves to its text.
    fn continuation(&mut self) -> Option<Piece> {
        let start = self.at;
        let mut breaks = 0;
        loop {
            if !self.peek_is(b'\n') {
                break;
            }
            self.at += 1;
            breaks += 1;
            let indent = self.skip_inline_blank();
            match self.peek() {
                Some(b'\n') => {}
                Some(c) if indent > 0 && !matches!(c, b'[' | b'*' | b'.' | b'}') => {
                    let indent = (c != b'{').then_some(indent);
                    return Some(Piece::Line { breaks, indent });
                }
                _ => break,
            }
        }
        self.at = start;
        None
    }

    fn placeable(&mut self) -> Parsed<Element> {
        self.at += 1;
        self.skip_blank();
        self.expect(b'$', "only { $variable } placeables are supported")?;
        let name = self.identifier()?;
        self.skip_blank();
        let element = if self.text[self.at..].starts_with(b"->") {
            self.at += 2;
            self.select(name)?
        } else {
            Element::Variable(name)
        };
        self.skip_blank();
        self.expect(b'}', "expected '}'")?;
        Ok(element)
    }

    fn select(&mut self, selector: String) -> Parsed<Element> {
        self.skip_inline_blank();
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            let start = self.at;
            self.skip_blank();
            if self.at == start || !matches!(self.peek(), Some(b'[' | b'*')) {
                self.at = start;
                break;
            }
            if self.peek_is(b'*') {
                if default.is_some() {
                    return Err("two default variants");
                }
                default = Some(variants.len());
                self.at += 1;
            }
            self.expect(b'[', "expected '[' to open a variant's key")?;
            self.skip_blank();
            let key = self.key()?;
            self.skip_blank();
            self.expect(b']', "expected ']' to close a variant's key")?;
            let pattern = self.pattern()?.ok_or("a variant without a text")?;
            variants.push((key, pattern));
        }
        let default = default.ok_or("a choice without a default variant ('*[…]')")?;
        Ok(Element::Select {
            selector,
            variants,
            default,
        })
    }

    fn key(&mut self) -> Parsed<Key> {
        if self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            return self.identifier().map(Key::Name);
        }
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit() || c == b'-') {
            self.at += 1;
        }
        std::str::from_utf8(&self.text[start..self.at])
            .ok()
            .and_then(|n| n.parse().ok())
            .map(Key::Number)
            .ok_or("expected a name or a whole number as a variant's key")
    }
}

/// Joins the pieces of a pattern as Fluent does: continuation lines lose the indentation
/// they all share, a pattern starting on the next line loses that first line break, and
/// the end loses its trailing spaces and line breaks.
fn dedent(pieces: Vec<Piece>) -> Option<Pattern> {
    let common = pieces
        .iter()
        .filter_map(|piece| match piece {
            Piece::Line { indent, .. } => *indent,
            _ => None,
        })
        .min()
        .unwrap_or(0);
    let mut pattern = Vec::new();
    let mut text = String::new();
    for (i, piece) in pieces.into_iter().enumerate() {
        match piece {
            Piece::Text(t) => text.push_str(&t),
            Piece::Line { breaks, indent } => {
                // Blank lines before a pattern's first line are not part of it.
                let breaks = if i == 0 { 0 } else { breaks };
                text.extend(std::iter::repeat_n('\n', breaks));
                text.extend(std::iter::repeat_n(' ', indent.map_or(0, |n| n - common)));
            }
            Piece::Placeable(element) => {
                if !text.is_empty() {
                    pattern.push(Element::Text(std::mem::take(&mut text)));
                }
                pattern.push(element);
            }
        }
    }
    let trimmed = text.trim_end_matches([' ', '\n']);
    if !trimmed.is_empty() {
        pattern.push(Element::Text(trimmed.to_owned()));
    }
    (!pattern.is_empty()).then_some(pattern)
}
