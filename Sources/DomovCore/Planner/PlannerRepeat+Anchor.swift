import Foundation

extension PlannerRepeat {
    /// What a monthly or yearly repeat keeps of its start date, as Google Calendar offers it:
    /// the date ("Monthly on day 12"), its weekday counted from the month's start ("Monthly on
    /// the second Tuesday"), or, in the month's last seven days, its weekday counted from the end
    /// ("Monthly on the last Tuesday"). The choice follows the start: moving the start moves it.
    public enum Anchor: String, Sendable, CaseIterable {
        case monthDay = "month_day"
        case weekday
        case lastWeekday = "last_weekday"
    }

    /// The anchors a start date offers: the n-th weekday only up to the fourth (a fifth is the
    /// last, offered as such), and the last one only in the month's last seven days.
    public static func anchors(for start: LocalDate) -> [Anchor] {
        var anchors = [Anchor.monthDay]
        if WeekdayInMonth.counted(from: start).ordinal <= 4 { anchors.append(.weekday) }
        if WeekdayInMonth.last(at: start) != nil { anchors.append(.lastWeekday) }
        return anchors
    }

    /// The weekday an anchor names for a start date; nil for `.monthDay`, and for an anchor the
    /// date does not offer (the last Tuesday from a Tuesday in the month's first week).
    public static func weekdayInMonth(_ anchor: Anchor, start: LocalDate) -> WeekdayInMonth? {
        guard anchors(for: start).contains(anchor) else { return nil }
        return switch anchor {
        case .monthDay: nil
        case .weekday: WeekdayInMonth.counted(from: start)
        case .lastWeekday: WeekdayInMonth.last(at: start)
        }
    }

    /// The anchor of this repeat, to fill the form: nil when its weekday is not one the start offers.
    public func anchor(start: LocalDate) -> Anchor? {
        guard let weekdayInMonth else { return .monthDay }
        return Self.anchors(for: start).first { Self.weekdayInMonth($0, start: start) == weekdayInMonth }
    }

    /// The monthly or yearly repeat of a start date with this anchor (interval 1, no end).
    public static func anchored(_ frequency: Frequency, _ anchor: Anchor, start: LocalDate) -> PlannerRepeat {
        let placed = weekdayInMonth(anchor, start: start)
        return PlannerRepeat(frequency: frequency, weekdayInMonth: placed, month: frequency == .yearly && placed != nil ? start.month : nil)
    }
}
