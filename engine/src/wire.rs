//! Wire names: the strings that records, states and the command-line tools use for the
//! engine's small enums. [`wire_enum!`] declares such an enum from one list of
//! `Variant => "name"` pairs, so a name is written once, next to its variant.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, Visitor};

/// A value written on the wire as one name of a fixed set. [`wire_enum!`] implements it;
/// `PlayerKind` (which has a field) implements it by hand.
pub(crate) trait WireName: Copy + 'static {
    /// Every name, in the order of the type's `ALL`.
    const NAMES: &'static [&'static str];
    /// The value with this name.
    fn from_name(name: &str) -> Option<Self>;
}

/// Reads a [`WireName`] from its string. An unknown name is refused with the list of the
/// known ones, worded as serde words it for a derived enum.
pub(crate) fn deserialize<'de, T: WireName, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
    d.deserialize_str(NameVisitor(PhantomData))
}

struct NameVisitor<T>(PhantomData<T>);

impl<T: WireName> Visitor<'_> for NameVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("one of ")?;
        for (i, name) in T::NAMES.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "`{name}`")?;
        }
        Ok(())
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<T, E> {
        T::from_name(name).ok_or_else(|| E::unknown_variant(name, T::NAMES))
    }
}

/// `Display` (the name) and serde (the name as a string) for a type with `as_str` and a
/// [`WireName`] implementation.
macro_rules! wire_traits {
    ($ty:ty) => {
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::wire::deserialize(d)
            }
        }
    };
}
pub(crate) use wire_traits;

/// Declares a fieldless enum from one list of `Variant => "name"` pairs (attributes and doc
/// comments allowed on the enum and on each variant) and gives it:
///
/// - `pub const ALL: [Self; N]`: every value, in declaration order;
/// - `pub const fn as_str(self) -> &'static str` and `pub fn parse(&str) -> Option<Self>`;
/// - `Display` (the name) and serde `Serialize` / `Deserialize` (the name as a string).
///
/// Discriminants follow the declaration order (0, 1, ...), as for any enum.
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident => $wire:literal
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$variant_meta])*
                $variant,
            )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [Self; [$($wire),+].len()] = [$(Self::$variant),+];

            /// The wire name (records, states, the tools' flags).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $wire,)+
                }
            }

            /// The value of a wire name (exact, case included), or `None`.
            pub fn parse(name: &str) -> Option<Self> {
                match name {
                    $($wire => Some(Self::$variant),)+
                    _ => None,
                }
            }
        }

        impl $crate::wire::WireName for $name {
            const NAMES: &'static [&'static str] = &[$($wire),+];

            fn from_name(name: &str) -> Option<Self> {
                Self::parse(name)
            }
        }

        $crate::wire::wire_traits!($name);
    };
}
pub(crate) use wire_enum;

#[cfg(test)]
mod tests {
    use serde::de::DeserializeOwned;
    use serde::Serialize;

    use crate::{Bankruptcy, Facing, Level, Phase, PlayerKind, Rotation, TurnOrder};

    /// Every value: `as_str`, `parse`, `Display` and serde agree, and names are distinct.
    fn round_trip<T>(all: &[T], as_str: fn(T) -> &'static str, parse: fn(&str) -> Option<T>)
    where
        T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + Serialize + DeserializeOwned,
    {
        for &v in all {
            let name = as_str(v);
            assert_eq!(parse(name), Some(v));
            assert_eq!(v.to_string(), name);
            let json = serde_json::to_string(&v).unwrap();
            assert_eq!(json, format!("\"{name}\""));
            assert_eq!(serde_json::from_str::<T>(&json).unwrap(), v);
            assert_eq!(all.iter().filter(|&&w| as_str(w) == name).count(), 1);
        }
        for unknown in ["", "x", "NONE", "Human", "north", "quarter-turn"] {
            assert_eq!(parse(unknown), None, "{unknown:?}");
            assert!(serde_json::from_str::<T>(&format!("\"{unknown}\"")).is_err());
        }
        assert!(serde_json::from_str::<T>("3").is_err());
        assert!(serde_json::from_str::<T>("null").is_err());
    }

    #[test]
    fn every_wire_enum_round_trips() {
        round_trip(&Facing::ALL, Facing::as_str, Facing::parse);
        round_trip(&Rotation::ALL, Rotation::as_str, Rotation::parse);
        round_trip(&Phase::ALL, Phase::as_str, Phase::parse);
        round_trip(&Bankruptcy::ALL, Bankruptcy::as_str, Bankruptcy::parse);
        round_trip(&TurnOrder::ALL, TurnOrder::as_str, TurnOrder::parse);
        round_trip(&Level::ALL, Level::as_str, Level::parse);
        round_trip(&PlayerKind::ALL, PlayerKind::as_str, PlayerKind::parse);
    }

    #[test]
    fn wire_names_are_the_record_values() {
        let names = |all: &[&str]| all.join(" ");
        assert_eq!(names(&Facing::ALL.map(Facing::as_str)), "N E S W");
        assert_eq!(
            names(&Rotation::ALL.map(Rotation::as_str)),
            "none left right"
        );
        assert_eq!(
            names(&Phase::ALL.map(Phase::as_str)),
            "orient roll place turn over"
        );
        assert_eq!(
            names(&Bankruptcy::ALL.map(Bankruptcy::as_str)),
            "eliminate continue"
        );
        assert_eq!(
            names(&TurnOrder::ALL.map(TurnOrder::as_str)),
            "classic roll-first"
        );
        assert_eq!(
            names(&Level::ALL.map(Level::as_str)),
            "easy medium hard master"
        );
        assert_eq!(
            names(&PlayerKind::ALL.map(PlayerKind::as_str)),
            "human easy medium hard master"
        );
    }

    #[test]
    fn unknown_names_are_refused_with_the_known_ones() {
        let err = serde_json::from_str::<Facing>("\"NE\"").unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown variant `NE`, expected one of `N`, `E`, `S`, `W` at line 1 column 4"
        );
        let err = serde_json::from_str::<PlayerKind>("\"expert\"").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("unknown variant `expert`, expected one of `human`, `easy`"),
            "{err}"
        );
        let err = serde_json::from_str::<TurnOrder>("1").unwrap_err();
        assert!(
            err.to_string()
                .contains("expected one of `classic`, `roll-first`"),
            "{err}"
        );
    }
}
