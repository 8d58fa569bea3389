/// A public holiday or memorial day that a calendar prints on a day, often instead of a name.
/// The server names each in the reader's language. Good Friday and Easter Monday move with
/// Easter, so no table line holds them (`NameDayMovableHolidays`).
public enum NameDayHoliday: String, Sendable, CaseIterable, Codable, Hashable {
    case newYear
    case threeKings
    case epiphany
    case goodFriday
    case easterMonday
    case labourDay
    case victoryDay
    case cyrilMethodius
    case janHus
    case slovakUprising
    case constitution
    case ourLadyOfSorrows
    case statehood
    case independence
    case allSaints
    case allSouls
    case freedomDemocracy
    case christmasEve
    case christmasDay
    case stStephen
}
