import Foundation

/// Planner items as iCalendar (RFC 5545): what feeds serve and, later, what CalDAV clients read.
///
/// Events and meetings are VEVENTs, to-dos VTODOs. Times carry the item's IANA zone as TZID
/// (with a matching VTIMEZONE in the calendar), all-day items are DATEs, a series has its
/// RRULE and EXDATEs, and an occurrence edited on its own is a component with the series' UID
/// and a RECURRENCE-ID. Reminders are VALARMs.
public struct PlannerCalendarWriter {
    /// What category names read as, in the reader's language.
    public var categoryName: (PlannerCategoryRef) -> String
    public var now: Date
    /// Who organizes a meeting (its author), for its ORGANIZER (RFC 5545 §3.8.4.3): apps show
    /// it and iTIP wants it in every group-scheduled event. Nil writes none.
    public var organizer: (PlannerItem) -> MeetingOrganizer?

    public init(
        categoryName: @escaping (PlannerCategoryRef) -> String, now: Date,
        organizer: @escaping (PlannerItem) -> MeetingOrganizer? = { _ in nil }
    ) {
        self.categoryName = categoryName
        self.now = now
        self.organizer = organizer
    }

    public static let productID = "-//Domov//Planner//EN"

    /// Properties Domov writes that an app's own value (kept in the extras) replaces.
    static let overridableByExtras: Set<String> = ["STATUS", "DTSTART", "ORGANIZER"]

    /// A whole calendar: the items, and a VTIMEZONE for every zone they use.
    public func calendar(named name: String, items: [PlannerItem]) -> ICalComponent {
        var calendar = emptyCalendar(items: items)
        calendar.properties.insert(contentsOf: [ICalProperty(name: "METHOD", value: "PUBLISH"), .text("X-WR-CALNAME", name)], at: 3)
        return calendar
    }

    /// One CalDAV calendar object: a series (or single item) with its edited occurrences.
    /// RFC 4791 §4.1 forbids METHOD in stored objects, so there is none.
    public func object(items: [PlannerItem]) -> ICalComponent {
        emptyCalendar(items: items)
    }

    private func emptyCalendar(items: [PlannerItem]) -> ICalComponent {
        ICalComponent.calendar(productID: Self.productID, components: timeZones(for: items) + items.map(component))
    }

    /// A VTIMEZONE for every zone the items' times are written in, by TZID.
    public func timeZones(for items: [PlannerItem]) -> [ICalComponent] {
        var span = ZoneSpan()
        span.add(items)
        return timeZones(for: span)
    }

    /// A VTIMEZONE for every zone of the span, by TZID: what `timeZones(for:)` gives for the
    /// items the span was gathered from, a page at a time or all at once.
    public func timeZones(for span: ZoneSpan) -> [ICalComponent] {
        guard let first = span.first, let last = span.last else { return [] }
        return span.zones.sorted().compactMap { TimeZone(identifier: $0) }.filter { !Self.isUTC($0) }.map { zone in
            // Whole years, so objects of the same years share one built (and cached) VTIMEZONE.
            VTimeZoneBuilder.component(
                for: zone, from: Self.startOfYear(first, addingYears: -1), to: Self.startOfYear(last, addingYears: 6))
        }
    }

    public func component(_ item: PlannerItem) -> ICalComponent {
        var properties: [ICalProperty] = [
            .text("UID", item.calendarUID),
            .dateTime("DTSTAMP", .utc(now)),
            .dateTime("CREATED", .utc(item.createdAt)),
            .dateTime("LAST-MODIFIED", .utc(item.updatedAt)),
            ICalProperty(name: "SEQUENCE", value: String(item.sequence)),
            .text("SUMMARY", item.title),
        ]
        if !item.notes.isEmpty { properties.append(.text("DESCRIPTION", item.notes)) }
        if !item.location.isEmpty { properties.append(.text("LOCATION", item.location)) }
        // "Other" is where items without a category land: an app that sent none gets none back.
        if item.category != .builtin(.other) { properties.append(.textList("CATEGORIES", [categoryName(item.category)])) }
        if item.isPrivate { properties.append(ICalProperty(name: "CLASS", value: "PRIVATE")) }
        properties += timeProperties(item)
        if let rule = item.recurrenceRule, let parsed = try? RecurrenceRule(rrule: rule) {
            properties.append(.recurrenceRule(parsed))
        }
        let (dates, periods) = (
            item.recurrenceDates.filter { item.recurrenceDateLengths[$0] == nil },
            item.recurrenceDates.filter { item.recurrenceDateLengths[$0] != nil }
        )
        if !dates.isEmpty {
            properties.append(.dateTimeList("RDATE", dates.map { .dateTime(value(at: $0, of: item)) }))
        }
        if !periods.isEmpty {
            // One line per form (RFC 5545 has one VALUE per line): the periods with their durations.
            properties.append(
                .dateTimeList(
                    "RDATE",
                    periods.map { start in
                        // Hours, not days: a day of DURATION is nominal, and may be 23 or 25 hours.
                        let seconds = item.recurrenceDateLengths[start] ?? 0
                        let length = ICalDuration(hours: seconds / 3600, minutes: seconds / 60 % 60, seconds: seconds % 60)
                        return .period(ICalPeriod(start: value(at: start, of: item), end: .duration(length)))
                    }))
        }
        if item.isRecurring, !item.excludedStarts.isEmpty {
            properties.append(.dateTimeList("EXDATE", item.excludedStarts.map { .dateTime(value(at: $0, of: item)) }))
        }
        if let override = item.override {
            properties.append(.recurrenceID(value(at: override.originalStart, of: item)))
        }
        if item.kind == .meeting, let organizer = organizer(item) { properties.append(Self.organizerProperty(organizer)) }
        for attendee in item.attendees {
            properties.append(attendeeProperty(attendee))
        }
        if item.kind == .todo {
            properties.append(ICalProperty(name: "STATUS", value: item.isDone ? "COMPLETED" : "NEEDS-ACTION"))
            if let completed = item.completedAt { properties.append(.dateTime("COMPLETED", .utc(completed))) }
        } else {
            properties.append(ICalProperty(name: "STATUS", value: "CONFIRMED"))
        }
        // An app's own STATUS of an event (TENTATIVE, a CANCELLED occurrence) and DTSTART of a
        // to-do (Domov keeps only the due time) are kept in the extras and win over Domov's.
        let extras = PlannerCalendarExtras.decode(item.calendarExtras)
        var extraProperties = extras.properties
        if item.kind == .todo, let due = item.start,
            let start = try? extraProperties.first(where: { $0.hasName("DTSTART") })?.dateTime(),
            start.instant(floatingZone: item.timeZone) > due
        {
            // The due time moved before the app's start: its start no longer fits (DUE must follow DTSTART).
            extraProperties.removeAll { $0.hasName("DTSTART") }
        }
        let overridden = Set(extraProperties.map { $0.name.uppercased() }).intersection(Self.overridableByExtras)
        properties.removeAll { overridden.contains($0.name.uppercased()) }
        let alarms = item.reminders.map { alarm($0, of: item) }
        return ICalComponent(
            name: item.kind == .todo ? "VTODO" : "VEVENT", properties: properties + extraProperties, components: alarms + extras.components
        )
    }

    /// A display alarm for a reminder.
    func alarm(_ reminder: PlannerReminder, of item: PlannerItem) -> ICalComponent {
        ICalComponent(
            name: "VALARM",
            properties: [
                ICalProperty(name: "ACTION", value: "DISPLAY"),
                .text("DESCRIPTION", item.title),
                .duration("TRIGGER", ICalDuration(isNegative: reminder.minutesBefore > 0, minutes: reminder.minutesBefore)),
            ])
    }

    /// DTSTART with DTEND for events; DUE for to-dos (none when undated).
    func timeProperties(_ item: PlannerItem) -> [ICalProperty] {
        switch item.when {
        case .timed(let start, let minutes):
            // A series repeats at the time its text wrote, even when its first occurrence moved off it.
            let begin = item.startAsWritten.map { .zoned($0, tzid: item.timeZoneIdentifier) } ?? value(at: start, of: item)
            if item.kind == .todo { return [.dateTime("DTSTART", begin), .dateTime("DUE", begin)] }
            // A moment without length has no DTEND (RFC 5545 §3.6.1), as the app sent it.
            if minutes == 0 { return [.dateTime("DTSTART", begin)] }
            return [.dateTime("DTSTART", begin), .dateTime("DTEND", value(at: start.addingTimeInterval(Double(minutes) * 60), of: item))]
        case .allDay(let first, let days):
            if item.kind == .todo { return [.dateTime("DUE", .date(first.adding(days: days - 1)))] }
            return [.dateTime("DTSTART", .date(first)), .dateTime("DTEND", .date(first.adding(days: days)))]
        case .unscheduled:
            return []
        }
    }

    /// An instant as the item writes it: a DATE for all-day items, else wall-clock time with its TZID.
    func value(at instant: Date, of item: PlannerItem) -> ICalDateTime {
        if item.when.isAllDay { return .date(LocalDate(instant, in: item.timeZone)) }
        // A floating time stays floating: its wall clock, with no zone (RFC 5545 §3.3.5 form #1).
        if item.isFloating { return .floating(LocalDateTime(instant: instant, in: item.timeZone)) }
        // UTC is written as UTC ("…Z"), which needs no VTIMEZONE.
        if Self.isUTC(item.timeZone) { return .utc(instant) }
        return .zoned(LocalDateTime(instant: instant, in: item.timeZone), tzid: item.timeZoneIdentifier)
    }

    static func startOfYear(_ instant: Date, addingYears years: Int) -> Date {
        let year = LocalDateTime(instant: instant, in: .gmt).date.year + years
        return LocalDateTime(date: LocalDate(year: year, month: 1, day: 1)!)!.instant(in: .gmt)
    }

    static func isUTC(_ zone: TimeZone) -> Bool {
        ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Universal", "Zulu"].contains(zone.identifier)
    }

    static func organizerProperty(_ organizer: MeetingOrganizer) -> ICalProperty {
        var property = ICalProperty(name: "ORGANIZER", value: "mailto:" + organizer.email)
        if !organizer.name.isEmpty { property.setParameter("CN", organizer.name) }
        return property
    }

    func attendeeProperty(_ attendee: PlannerAttendee) -> ICalProperty {
        var property = ICalProperty(
            name: "ATTENDEE",
            value: attendee.email.map { "mailto:\($0)" } ?? "urn:uuid:\(attendee.memberID!.rawValue.uuidString.lowercased())")
        if !attendee.name.isEmpty { property.setParameter("CN", attendee.name) }
        property.setParameter("PARTSTAT", attendee.response.rawValue)
        property.setParameter("ROLE", "REQ-PARTICIPANT")
        return property
    }
}
