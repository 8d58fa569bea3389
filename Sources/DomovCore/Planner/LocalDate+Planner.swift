import Foundation

/// What the planner needs of calendar dates beyond the calendar engine's own API.
extension LocalDate {
    /// The day the instant falls on in the zone.
    public init(_ instant: Date, in zone: TimeZone) {
        self = LocalDateTime(instant: instant, in: zone).date
    }

    /// The first instant of this day in the zone (midnight, or the first moment after a
    /// daylight-saving gap that swallowed it).
    public func startOfDay(in zone: TimeZone) -> Date {
        LocalDateTime(date: self)!.instant(in: zone)
    }
}

extension LocalDateTime {
    /// Reads an HTML form's date ("2026-03-29") and time ("09:00" or "09:00:00") inputs.
    public init?(formDate: String, formTime: String) {
        let date = formDate.trimmingCharacters(in: .whitespaces)
        var time = formTime.trimmingCharacters(in: .whitespaces)
        if time.count == 5 { time += ":00" }
        self.init(isoString: date + "T" + time)
    }

    /// "09:00", as forms and pages show it.
    public var formTime: String { pad(hour, 2) + ":" + pad(minute, 2) }
}
