//! Whether a script's hooks can remember anything, read from its compiled bytecode.
//!
//! A game whose hooks refuse an action gives them back the memory the actions that stand
//! built (`Game::rebuild_hooks`): a fresh sandbox, the script run again, every answered
//! event offered again. That is needed only when the refused action could have changed
//! what the hooks remember. A script *without memory* cannot: no function of it but the
//! main chunk (which runs only while the script loads) writes an upvalue, a global, or a
//! table it did not make itself in the same call. Such a script's hooks leave nothing
//! behind but garbage, so a refusal costs it nothing.
//!
//! This module decides that from [`mlua::Function::dump`] (Lua 5.4's binary chunk format,
//! `lundump.c`, and its instructions, `lopcodes.h`), conservatively: anything it does not
//! follow (an unknown instruction, a chunk it cannot read) counts as memory. What the
//! bytecode cannot show, library functions that change state (`math.random`, `rawset`,
//! `table.insert`, `setmetatable`, coroutines, a `string.gmatch` iterator, `tostring`'s
//! numbering, `next`'s walks, `marbles.api`), `harden.lua` reports as it happens
//! (`host.touch`), however the script reached them; the game asks both.
//!
//! Tables a function made itself: in the numbered text (see `births`) `{…}` is
//! `__marbles_birth{…}`, so a table is made by `NEWTABLE` and then passed through a call
//! of the upvalue `__marbles_birth`, which returns it. That name is the local the
//! numbering puts first in every chunk; a script whose text names it is not followed.

/// The name the numbered text gives the function that numbers tables (see `births`).
const BIRTH: &str = "__marbles_birth";

/// Whether the functions of the chunk `dump` (as [`mlua::Function::dump`] gives it, not
/// stripped), compiled from the numbered text of `source`, may remember anything between
/// calls. `true` whenever in doubt.
pub(crate) fn remembers(dump: &[u8], source: &str) -> bool {
    if source.contains(BIRTH) {
        return true;
    }
    let mut reader = Reader { bytes: dump, at: 0 };
    let Some(main) = reader.chunk() else {
        return true;
    };
    // The numbering function reaches a chunk through the table its `...` holds, whose
    // fields a main chunk could change for the chunks it then uses: a main chunk that
    // reads `...` more than the two times of the numbered text's first line is not
    // followed.
    let varargs = main.code.iter().filter(|&&i| i & 0x7f == VARARG).count();
    if varargs > 2 {
        return true;
    }
    // Only the main chunk may write what it likes: it runs while the script loads, never
    // during a game event.
    main.protos.iter().any(proto_remembers)
}

/// What the analysis needs of one function prototype.
struct Proto {
    code: Vec<u32>,
    max_stack: usize,
    /// The names of its upvalues (the dump is not stripped).
    upvalue_names: Vec<Option<String>>,
    protos: Vec<Proto>,
}

/// A reader of Lua 5.4's binary chunks (the format of `ldump.c` for this build).
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let end = self.at.checked_add(n)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    /// A size: 7 bits a byte, most significant first, the last byte marked by 0x80.
    fn size(&mut self) -> Option<usize> {
        let mut x: usize = 0;
        loop {
            let b = self.byte()?;
            x = x.checked_mul(128)?.checked_add(usize::from(b & 0x7f))?;
            if b & 0x80 != 0 {
                return Some(x);
            }
        }
    }

    fn string(&mut self) -> Option<Option<String>> {
        let size = self.size()?;
        if size == 0 {
            return Some(None);
        }
        let bytes = self.take(size - 1)?;
        Some(Some(String::from_utf8_lossy(bytes).into_owned()))
    }

    fn chunk(&mut self) -> Option<Proto> {
        // Signature, version 5.4, the official format, the conversion check bytes, and the
        // sizes of an instruction, an integer and a float.
        let header: &[u8] = b"\x1bLua\x54\x00\x19\x93\r\n\x1a\n\x04\x08\x08";
        if self.take(header.len())? != header {
            return None;
        }
        if self.take(8)? != 0x5678_i64.to_ne_bytes() {
            return None;
        }
        if self.take(8)? != 370.5_f64.to_ne_bytes() {
            return None;
        }
        self.byte()?; // the main closure's number of upvalues
        let main = self.function()?;
        (self.at == self.bytes.len()).then_some(main)
    }

    fn function(&mut self) -> Option<Proto> {
        self.string()?; // source
        self.size()?; // first line
        self.size()?; // last line
        self.byte()?; // parameters
        self.byte()?; // vararg
        let max_stack = usize::from(self.byte()?);
        let n = self.size()?;
        let code = self
            .take(n.checked_mul(4)?)?
            .chunks_exact(4)
            .map(|b| u32::from_ne_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        for _ in 0..self.size()? {
            match self.byte()? {
                0 | 1 | 17 => {} // nil, false, true
                3 | 19 => {
                    self.take(8)?; // integer, float
                }
                4 | 20 => {
                    self.string()?; // short and long strings
                }
                _ => return None,
            }
        }
        let upvalues = self.size()?;
        self.take(upvalues.checked_mul(3)?)?; // in stack, index, kind
        let mut protos = Vec::new();
        for _ in 0..self.size()? {
            protos.push(self.function()?);
        }
        // Debug information: line info, absolute line info, locals, upvalue names.
        let n = self.size()?;
        self.take(n)?;
        for _ in 0..self.size()? {
            self.size()?;
            self.size()?;
        }
        for _ in 0..self.size()? {
            self.string()?;
            self.size()?;
            self.size()?;
        }
        let names = self.size()?;
        if names != 0 && names != upvalues {
            return None;
        }
        let mut upvalue_names = Vec::with_capacity(upvalues);
        for _ in 0..names {
            upvalue_names.push(self.string()?);
        }
        upvalue_names.resize(upvalues, None);
        Some(Proto {
            code,
            max_stack,
            upvalue_names,
            protos,
        })
    }
}

/// What a register holds, as far as the analysis knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Held {
    /// Anything.
    Other,
    /// A table this call of the function made (`NEWTABLE`, numbered by `birth`).
    Made,
    /// The numbering function, `__marbles_birth`.
    Birth,
}

// Lua 5.4's opcodes (lopcodes.h, "ORDER OP").
const MOVE: u32 = 0;
const LOADKX: u32 = 4;
const LFALSESKIP: u32 = 6;
const LOADNIL: u32 = 8;
const GETUPVAL: u32 = 9;
const SETUPVAL: u32 = 10;
const SETTABUP: u32 = 15;
const SETTABLE: u32 = 16;
const SETI: u32 = 17;
const SETFIELD: u32 = 18;
const NEWTABLE: u32 = 19;
const SELF: u32 = 20;
const MMBIN: u32 = 46;
const MMBINK: u32 = 48;
const CONCAT: u32 = 53;
const CLOSE: u32 = 54;
const TBC: u32 = 55;
const JMP: u32 = 56;
const EQ: u32 = 57;
const TEST: u32 = 66;
const TESTSET: u32 = 67;
const CALL: u32 = 68;
const TAILCALL: u32 = 69;
const RETURN1: u32 = 72;
const FORLOOP: u32 = 73;
const FORPREP: u32 = 74;
const TFORPREP: u32 = 75;
const TFORCALL: u32 = 76;
const TFORLOOP: u32 = 77;
const SETLIST: u32 = 78;
const CLOSURE: u32 = 79;
const VARARG: u32 = 80;
const VARARGPREP: u32 = 81;
const EXTRAARG: u32 = 82;

fn arg_a(i: u32) -> usize {
    ((i >> 7) & 0xff) as usize
}
fn arg_b(i: u32) -> usize {
    ((i >> 16) & 0xff) as usize
}
fn arg_c(i: u32) -> usize {
    ((i >> 24) & 0xff) as usize
}
fn arg_bx(i: u32) -> i64 {
    i64::from((i >> 15) & 0x1_ffff)
}
fn arg_sj(i: u32) -> i64 {
    i64::from((i >> 7) & 0x1ff_ffff) - 0xff_ffff
}

/// Whether `proto` or any function inside it may write what outlives its call.
fn proto_remembers(proto: &Proto) -> bool {
    proto.protos.iter().any(proto_remembers) || writes_outside(proto)
}

/// A forward walk over the function's control flow, each register `Made`, `Birth` or
/// `Other` at each instruction (`Other` where paths disagree): true at the first write
/// to an upvalue, a global, or a table not `Made`, or anything not followed.
fn writes_outside(proto: &Proto) -> bool {
    let code = &proto.code;
    let n = code.len();
    let regs = proto.max_stack.max(1);
    let mut states: Vec<Option<Vec<Held>>> = vec![None; n];
    let mut work: Vec<usize> = Vec::new();
    if n == 0 {
        return false;
    }
    states[0] = Some(vec![Held::Other; regs]);
    work.push(0);
    let birth_upvalue =
        |b: usize| proto.upvalue_names.get(b).and_then(Option::as_deref) == Some(BIRTH);
    while let Some(pc) = work.pop() {
        let Some(mut held) = states[pc].clone() else {
            continue;
        };
        let i = code[pc];
        let op = i & 0x7f;
        let a = arg_a(i);
        // Registers from `from` on hold anything.
        let clobber_from = |held: &mut Vec<Held>, from: usize| {
            for r in held.iter_mut().skip(from) {
                *r = Held::Other;
            }
        };
        let get = |held: &Vec<Held>, r: usize| held.get(r).copied().unwrap_or(Held::Other);
        let set = |held: &mut Vec<Held>, r: usize, v: Held| {
            if let Some(slot) = held.get_mut(r) {
                *slot = v;
            }
        };
        let next = pc as i64 + 1;
        // Where control may go next, with the registers as they are then.
        let mut successors: Vec<(i64, Vec<Held>)> = Vec::with_capacity(2);
        match op {
            MOVE => {
                let v = get(&held, arg_b(i));
                set(&mut held, a, v);
                successors.push((next, held));
            }
            LOADKX => {
                set(&mut held, a, Held::Other);
                successors.push((next + 1, held));
            }
            LFALSESKIP => {
                set(&mut held, a, Held::Other);
                successors.push((next + 1, held));
            }
            LOADNIL => {
                for r in a..=a + arg_b(i) {
                    set(&mut held, r, Held::Other);
                }
                successors.push((next, held));
            }
            GETUPVAL => {
                let v = if birth_upvalue(arg_b(i)) {
                    Held::Birth
                } else {
                    Held::Other
                };
                set(&mut held, a, v);
                successors.push((next, held));
            }
            SETUPVAL | SETTABUP | TBC => return true,
            SETTABLE | SETI | SETFIELD | SETLIST => {
                if get(&held, a) != Held::Made {
                    return true;
                }
                // SETLIST with k takes its count from an EXTRAARG, a no-op here.
                successors.push((next, held));
            }
            NEWTABLE => {
                set(&mut held, a, Held::Made);
                successors.push((next, held));
            }
            SELF => {
                let v = get(&held, arg_b(i));
                set(&mut held, a + 1, v);
                set(&mut held, a, Held::Other);
                successors.push((next, held));
            }
            // Concatenation works in place over R[A] to R[A+B-1].
            CONCAT => {
                for r in a..a + arg_b(i).max(1) {
                    set(&mut held, r, Held::Other);
                }
                successors.push((next, held));
            }
            // Reads into R[A]: loads, table reads, arithmetic, lengths, closures.
            1..=3 | 5 | 7 | 11..=14 | 21..=45 | 49..=52 | CLOSURE => {
                set(&mut held, a, Held::Other);
                successors.push((next, held));
            }
            // The metamethod fallbacks store into the previous instruction's R[A],
            // already `Other`.
            MMBIN..=MMBINK | CLOSE | VARARGPREP | EXTRAARG => successors.push((next, held)),
            JMP => successors.push((next + arg_sj(i), held)),
            EQ..=TEST => {
                successors.push((next, held.clone()));
                successors.push((next + 1, held));
            }
            TESTSET => {
                successors.push((next + 1, held.clone()));
                let v = get(&held, arg_b(i));
                set(&mut held, a, v);
                successors.push((next, held));
            }
            CALL => {
                let made = get(&held, a) == Held::Birth
                    && arg_b(i) == 2
                    && get(&held, a + 1) == Held::Made;
                clobber_from(&mut held, a);
                if made && arg_c(i) != 1 {
                    set(&mut held, a, Held::Made);
                }
                successors.push((next, held));
            }
            TAILCALL..=RETURN1 => {}
            FORLOOP => {
                clobber_from(&mut held, a);
                successors.push((next, held.clone()));
                successors.push((next - arg_bx(i), held));
            }
            FORPREP => {
                clobber_from(&mut held, a);
                successors.push((next, held.clone()));
                successors.push((next + arg_bx(i) + 1, held));
            }
            TFORPREP => {
                clobber_from(&mut held, a);
                successors.push((next + arg_bx(i), held));
            }
            TFORCALL => {
                clobber_from(&mut held, a);
                successors.push((next, held));
            }
            TFORLOOP => {
                clobber_from(&mut held, a);
                successors.push((next, held.clone()));
                successors.push((next - arg_bx(i), held));
            }
            VARARG => {
                clobber_from(&mut held, a);
                successors.push((next, held));
            }
            _ => return true,
        }
        for (to, held) in successors {
            let Some(to) = usize::try_from(to).ok().filter(|&to| to < n) else {
                return true;
            };
            let merged = match &states[to] {
                None => held,
                Some(old) => old
                    .iter()
                    .zip(&held)
                    .map(|(x, y)| if x == y { *x } else { Held::Other })
                    .collect(),
            };
            if states[to].as_ref() != Some(&merged) {
                states[to] = Some(merged);
                work.push(to);
            }
        }
    }
    false
}

/// `OP_RETURN` (`return` of several values, or of none in a vararg function).
const RETURN: u32 = 70;

/// Whether the hook function `dump` (one function, as [`mlua::Function::dump`] gives it,
/// not stripped) can give its caller nothing on any path and writes nothing that
/// outlives its call: a hook that changes nothing, most likely one that forgot its
/// `return`. `false` whenever in doubt. A hook that remembers only through a library
/// call (`table.insert` into a table it keeps) cannot be told from one that does
/// nothing here.
pub(crate) fn changes_nothing(dump: &[u8]) -> bool {
    let mut reader = Reader { bytes: dump, at: 0 };
    let Some(hook) = reader.chunk() else {
        return false;
    };
    let gives = hook.code.iter().any(|&i| {
        let op = i & 0x7f;
        op == RETURN1 || op == TAILCALL || (op == RETURN && arg_b(i) != 1)
    });
    !gives && !proto_remembers(&hook)
}
