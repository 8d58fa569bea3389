import Foundation

/// The three parts a window query lists, in the order `PlannerRepository.items(matching:)`
/// lists them: one-time items, series, then occurrences edited on their own, each by id. A
/// feed reads them a page at a time in this order (issue 23: memory per request is bounded),
/// so its text is the one the whole list gave, ETag and all.
public enum PlannerItemPart: Sendable, CaseIterable {
    case single
    case series
    case overrides
}
