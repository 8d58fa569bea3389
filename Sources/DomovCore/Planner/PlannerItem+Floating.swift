import Foundation

extension PlannerItem {
    /// The zone the index keeps floating times in: their wall clock as if in UTC, so that any
    /// reader's instant lies within 14 hours of the stored one (zones run from UTC−12 to UTC+14).
    public static let floatingIndexZone = TimeZone(identifier: "UTC") ?? .gmt

    /// How far a reader's instants of a floating time can lie from the index's.
    public static let floatingMargin: TimeInterval = 14 * 3_600

    /// The item as a reader in `zone` sees it: a floating item's times (its start, extra and
    /// excluded dates, the original start of an edited occurrence) are the same wall-clock
    /// times in that zone (RFC 5545 §3.3.5: "the same hour, minute and second value regardless
    /// of which time zone is currently being observed"). Any other item is as it is.
    public func placed(in zone: TimeZone) -> PlannerItem {
        guard content.isFloating, zone.identifier != content.timeZoneIdentifier else { return self }
        let from = timeZone
        func move(_ instant: Date) -> Date { LocalDateTime(instant: instant, in: from).instant(in: zone) }
        var placed = self
        placed.timeZoneIdentifier = zone.identifier
        if case .timed(let start, let minutes) = content.when { placed.when = .timed(start: move(start), minutes: minutes) }
        placed.recurrenceDates = content.recurrenceDates.map(move)
        placed.recurrenceDateLengths = Dictionary(
            content.recurrenceDateLengths.map { (move($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        placed.excludedStarts = content.excludedStarts.map(move)
        placed.override = override.map { PlannerOverride(seriesID: $0.seriesID, originalStart: move($0.originalStart)) }
        return placed
    }

    /// The item as the index keeps it: floating times in `floatingIndexZone`.
    public var indexed: PlannerItem { placed(in: Self.floatingIndexZone) }
}

extension [PlannerItem] {
    /// Every item as a reader in `zone` sees it (`PlannerItem.placed(in:)`).
    public func placed(in zone: TimeZone) -> [PlannerItem] {
        contains(where: \.isFloating) ? map { $0.placed(in: zone) } : self
    }
}
