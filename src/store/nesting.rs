//! How deeply a YAML text nests flow collections (`[…]`, `{…}`), measured before the
//! YAML library sees it.
//!
//! libyaml's scanner spends time proportional to the flow depth on every token, so a
//! 400 KB file of `[[[[…` takes minutes to refuse. This pass finds the depth in one
//! linear sweep by following the token rules of libyaml's scanner
//! (`yaml_parser_fetch_next_token`): where a token may start, how plain, quoted and
//! block scalars end (which depends on the block indentation it also tracks), comments,
//! anchors and tags. It only has to agree with libyaml on where `[`, `{`, `]` and `}`
//! are indicators; the parse proper stays libyaml's. Where a text is malformed, the pass
//! goes on rather than stop, so it never stops counting before libyaml would.

/// The deepest flow nesting a save may have. marbles writes block style (its saves nest
/// no flow collection), so this only bounds hand-edited and hostile files.
pub const FLOW_DEPTH_LIMIT: usize = 64;

/// The 1-based line on which the flow nesting of `text` first goes past `limit`, if it
/// does.
pub fn too_deep(text: &[u8], limit: usize) -> Option<usize> {
    let mut scan = Scan {
        text,
        pos: 0,
        line: 1,
        column: 0,
        flow: 0,
        indent: -1,
        indents: Vec::new(),
        key_allowed: true,
        block_key: None,
    };
    scan.run(limit)
}

/// Where a block-context simple key began: its line, byte offset and column.
type Key = (usize, usize, isize);

struct Scan<'a> {
    text: &'a [u8],
    pos: usize,
    line: usize,
    /// In characters, as libyaml counts columns.
    column: isize,
    flow: usize,
    /// The block indentation (libyaml's `parser->indent`), -1 at the top.
    indent: isize,
    indents: Vec<isize>,
    key_allowed: bool,
    /// A possible simple key in block context: a `:` after it on the same line opens a
    /// mapping at its column.
    block_key: Option<Key>,
}

impl Scan<'_> {
    fn run(&mut self, limit: usize) -> Option<usize> {
        loop {
            self.skip_to_next_token();
            if self.pos >= self.text.len() {
                return None;
            }
            self.stale_key();
            self.unroll(self.column);
            let c = self.at(0);
            if self.column == 0 && c == b'%' {
                self.skip_line_rest();
            } else if self.column == 0 && self.document_marker() {
                self.unroll(-1);
                self.block_key = None;
                self.key_allowed = false;
                self.advance_n(3);
            } else if c == b'[' || c == b'{' {
                self.save_key();
                self.flow += 1;
                if self.flow > limit {
                    return Some(self.line);
                }
                self.key_allowed = true;
                self.advance();
            } else if c == b']' || c == b'}' {
                self.flow = self.flow.saturating_sub(1);
                self.key_allowed = false;
                self.advance();
            } else if c == b',' {
                self.key_allowed = true;
                self.advance();
            } else if c == b'-' && self.blankz(1) {
                self.roll(self.column);
                self.key_allowed = true;
                self.block_key = None;
                self.advance();
            } else if c == b'?' && (self.flow > 0 || self.blankz(1)) {
                self.roll(self.column);
                self.key_allowed = self.flow == 0;
                self.advance();
            } else if c == b':' && (self.flow > 0 || self.blankz(1)) {
                match self.block_key.take() {
                    Some((_, _, column)) if self.flow == 0 => self.roll(column),
                    _ => self.roll(self.column),
                }
                self.key_allowed = self.flow == 0;
                self.advance();
            } else if c == b'*' || c == b'&' {
                self.save_key();
                self.key_allowed = false;
                self.advance();
                while self.pos < self.text.len()
                    && (self.at(0).is_ascii_alphanumeric() || matches!(self.at(0), b'_' | b'-'))
                {
                    self.advance();
                }
            } else if c == b'!' {
                self.save_key();
                self.key_allowed = false;
                while self.pos < self.text.len()
                    && !self.blankz(0)
                    && !(self.flow > 0 && self.at(0) == b',')
                {
                    self.advance();
                }
            } else if (c == b'|' || c == b'>') && self.flow == 0 {
                self.block_key = None;
                self.block_scalar();
                self.key_allowed = true;
            } else if c == b'\'' || c == b'"' {
                self.save_key();
                self.quoted(c);
                self.key_allowed = false;
            } else if self.plain_may_start() {
                self.save_key();
                self.plain();
            } else {
                // libyaml stops here with "cannot start any token"; going on only counts
                // more.
                self.advance();
            }
        }
    }

    fn at(&self, ahead: usize) -> u8 {
        self.text.get(self.pos + ahead).copied().unwrap_or(0)
    }

    /// The length of the line break at `pos + ahead`, 0 if there is none (libyaml's
    /// breaks: CR, LF, CRLF, NEL, LS, PS).
    fn break_len(&self, ahead: usize) -> usize {
        match (self.at(ahead), self.at(ahead + 1), self.at(ahead + 2)) {
            (b'\r', b'\n', _) => 2,
            (b'\r' | b'\n', _, _) => 1,
            (0xC2, 0x85, _) => 2,
            (0xE2, 0x80, 0xA8 | 0xA9) => 3,
            _ => 0,
        }
    }

    fn blank(&self, ahead: usize) -> bool {
        matches!(self.at(ahead), b' ' | b'\t')
    }

    /// Blank, a line break or the end of the text.
    fn blankz(&self, ahead: usize) -> bool {
        self.pos + ahead >= self.text.len() || self.blank(ahead) || self.break_len(ahead) > 0
    }

    fn advance(&mut self) {
        if let Some(&byte) = self.text.get(self.pos) {
            // Columns count characters: UTF-8 continuation bytes add none.
            if byte & 0xC0 != 0x80 {
                self.column += 1;
            }
            self.pos += 1;
        }
    }

    fn advance_n(&mut self, n: usize) {
        for _ in 0..n {
            self.advance();
        }
    }

    /// Steps over a line break, if one is here.
    fn newline(&mut self) -> bool {
        let len = self.break_len(0);
        if len == 0 {
            return false;
        }
        self.pos += len;
        self.line += 1;
        self.column = 0;
        true
    }

    fn skip_line_rest(&mut self) {
        while self.pos < self.text.len() && self.break_len(0) == 0 {
            self.advance();
        }
    }

    fn document_marker(&self) -> bool {
        let c = self.at(0);
        (c == b'-' || c == b'.') && self.at(1) == c && self.at(2) == c && self.blankz(3)
    }

    /// Spaces, tabs where libyaml skips them, comments and line breaks.
    fn skip_to_next_token(&mut self) {
        loop {
            if self.column == 0 && self.text[self.pos..].starts_with("\u{feff}".as_bytes()) {
                self.advance_n(3);
            }
            while self.at(0) == b' '
                || ((self.flow > 0 || !self.key_allowed) && self.at(0) == b'\t')
            {
                self.advance();
            }
            if self.at(0) == b'#' {
                self.skip_line_rest();
            }
            if !self.newline() {
                return;
            }
            if self.flow == 0 {
                self.key_allowed = true;
            }
        }
    }

    /// A block key is possible on its own line, within 1024 characters.
    fn stale_key(&mut self) {
        if let Some((line, pos, _)) = self.block_key
            && (line < self.line || pos + 1024 < self.pos)
        {
            self.block_key = None;
        }
    }

    fn save_key(&mut self) {
        if self.flow == 0 && self.key_allowed {
            self.block_key = Some((self.line, self.pos, self.column));
        }
    }

    fn roll(&mut self, column: isize) {
        if self.flow == 0 && self.indent < column {
            self.indents.push(self.indent);
            self.indent = column;
        }
    }

    fn unroll(&mut self, column: isize) {
        if self.flow > 0 {
            return;
        }
        while self.indent > column {
            self.indent = self.indents.pop().unwrap_or(-1);
        }
    }

    /// libyaml's rule for a plain scalar's first character.
    fn plain_may_start(&self) -> bool {
        let c = self.at(0);
        let indicator = self.blankz(0)
            || matches!(
                c,
                b'-' | b'?'
                    | b':'
                    | b','
                    | b'['
                    | b']'
                    | b'{'
                    | b'}'
                    | b'#'
                    | b'&'
                    | b'*'
                    | b'!'
                    | b'|'
                    | b'>'
                    | b'\''
                    | b'"'
                    | b'%'
                    | b'@'
                    | b'`'
            );
        !indicator
            || (c == b'-' && !self.blank(1))
            || (self.flow == 0 && (c == b'?' || c == b':') && !self.blankz(1))
    }

    /// A plain scalar, possibly over several lines (libyaml's
    /// `yaml_parser_scan_plain_scalar`).
    fn plain(&mut self) {
        let indent = self.indent + 1;
        let mut crossed_line = false;
        loop {
            if self.column == 0 && self.document_marker() {
                break;
            }
            if self.at(0) == b'#' {
                break;
            }
            while !self.blankz(0) {
                let c = self.at(0);
                if (c == b':' && self.blankz(1))
                    || (self.flow > 0 && matches!(c, b',' | b'[' | b']' | b'{' | b'}'))
                    || (self.flow > 0
                        && c == b':'
                        && matches!(self.at(1), b',' | b'?' | b'[' | b']' | b'{' | b'}'))
                {
                    break;
                }
                self.advance();
            }
            if !(self.blank(0) || self.break_len(0) > 0) {
                break;
            }
            while self.blank(0) || self.break_len(0) > 0 {
                if !self.newline() {
                    self.advance();
                } else {
                    crossed_line = true;
                }
            }
            if self.flow == 0 && self.column < indent {
                break;
            }
        }
        self.key_allowed = crossed_line;
    }

    /// A single- or double-quoted scalar, to its closing quote.
    fn quoted(&mut self, quote: u8) {
        self.advance();
        while self.pos < self.text.len() {
            if self.column == 0 && self.document_marker() {
                // libyaml refuses a document marker inside quotes.
                return;
            }
            let c = self.at(0);
            if quote == b'\'' && c == b'\'' && self.at(1) == b'\'' {
                self.advance_n(2);
            } else if c == quote {
                self.advance();
                return;
            } else if quote == b'"' && c == b'\\' {
                self.advance();
                if !self.newline() {
                    self.advance();
                }
            } else if !self.newline() {
                self.advance();
            }
        }
    }

    /// A literal or folded block scalar: its header and every line indented as its
    /// content (libyaml's `yaml_parser_scan_block_scalar`).
    fn block_scalar(&mut self) {
        self.advance();
        let mut increment = 0;
        for _ in 0..2 {
            match self.at(0) {
                b'+' | b'-' => self.advance(),
                digit @ b'1'..=b'9' => {
                    increment = isize::from(digit - b'0');
                    self.advance();
                }
                _ => {}
            }
        }
        while self.blank(0) {
            self.advance();
        }
        if self.at(0) == b'#' {
            self.skip_line_rest();
        }
        if !self.newline() && self.pos < self.text.len() {
            // libyaml refuses anything else after the header.
            return;
        }
        let mut indent = match increment {
            0 => 0,
            n if self.indent >= 0 => self.indent + n,
            n => n,
        };
        self.block_breaks(&mut indent);
        while self.column == indent && self.pos < self.text.len() {
            self.skip_line_rest();
            if !self.newline() {
                return;
            }
            self.block_breaks(&mut indent);
        }
    }

    /// Indentation and empty lines inside a block scalar; fixes the content indentation
    /// from the first line when the header does not give it.
    fn block_breaks(&mut self, indent: &mut isize) {
        let mut max_indent = 0;
        loop {
            while (*indent == 0 || self.column < *indent) && self.at(0) == b' ' {
                self.advance();
            }
            max_indent = max_indent.max(self.column);
            if !self.newline() {
                break;
            }
        }
        if *indent == 0 {
            *indent = max_indent.max(self.indent + 1).max(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth_ok(text: &str) -> bool {
        too_deep(text.as_bytes(), 3).is_none()
    }

    #[test]
    fn flow_collections_count_as_they_nest() {
        assert!(depth_ok("a: [[[1]]]\n"));
        assert!(!depth_ok("a: [[[[1]]]]\n"));
        assert!(depth_ok("a: [1, [2], {b: [3, 4]}]\n"));
        assert!(!depth_ok("- {a: [ {b: [c]} ]}\n"));
        assert_eq!(too_deep(b"a: 1\nb:\n  - [[[[\n", 3), Some(3));
    }

    #[test]
    fn brackets_in_scalars_and_comments_do_not_count() {
        let deep = "[".repeat(100);
        assert!(depth_ok(&format!("name: a{deep}\n")));
        assert!(depth_ok(&format!("name: '{deep}'\n")));
        assert!(depth_ok(&format!("name: \"{deep}\"\n")));
        assert!(depth_ok(&format!("name: x # {deep}\n")));
        assert!(depth_ok(&format!("# {deep}\nname: x\n")));
        assert!(
            depth_ok(&format!("name: a\n  {deep}\n")),
            "a continued plain scalar"
        );
        assert!(depth_ok(&format!(
            "source: |\n  local t = \"{deep}\"\n  return {{}}\nnext: 1\n"
        )));
        assert!(depth_ok(&format!(
            "- name: x\n  source: |-\n    {deep}\n  path: y\n- [1]\n"
        )));
    }

    #[test]
    fn what_libyaml_reads_as_brackets_counts_whatever_surrounds_it() {
        // Closers inside quotes do not pay for openers outside them.
        assert!(!depth_ok("[ \"]\", [ \"]\", [ \"]\", [ \"]\" ]]]]\n"));
        assert!(!depth_ok("[ ']', [ ']', [ ']', [ ']' ]]]]\n"));
        assert!(!depth_ok("[ # ]\n [ # ]\n [ # ]\n [ # ]\n ]]]]\n"));
        // A quote inside a plain scalar is no quote.
        assert!(!depth_ok("a: b'c\nd: [[[[ 'x' ]]]]\n"));
        // After a block scalar ends, brackets count again.
        assert!(!depth_ok("a: |\n  text\nb: [[[[1]]]]\n"));
        // A line less indented than a plain scalar's block ends it.
        assert!(!depth_ok("a:\n  b: text\n[[[[1]]]]: c\n"));
        // Block-scalar content must be more indented than the mapping it belongs to.
        assert!(!depth_ok("- key: |\n  other: [[[[1]]]]\n"));
    }

    #[test]
    fn the_save_format_nests_no_flow_collection() {
        let text = include_str!("snapshots/marbles__store__save__tests__save_file_format.snap");
        assert_eq!(too_deep(text.as_bytes(), 0), None);
        assert_eq!(too_deep(b"undone: []\n", 1), None);
    }

    #[test]
    fn a_deep_document_is_measured_in_one_pass() {
        let text = "[".repeat(2_000_000);
        assert_eq!(too_deep(text.as_bytes(), FLOW_DEPTH_LIMIT), Some(1));
        let text = format!("a: {}{}\n", "{b: ".repeat(100_000), "}".repeat(100_000));
        assert_eq!(too_deep(text.as_bytes(), FLOW_DEPTH_LIMIT), Some(1));
    }
}
