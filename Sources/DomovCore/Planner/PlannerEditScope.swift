import Foundation

/// Which occurrences of a series an edit or a deletion applies to.
public enum PlannerEditScope: Hashable, Sendable {
    /// The whole series (or the one item, when it does not repeat).
    case all
    /// Only the occurrence that the series started at `originalStart`.
    case occurrence(originalStart: Date)
    /// That occurrence and every later one: the series is split in two there.
    case thisAndFollowing(originalStart: Date)
}
