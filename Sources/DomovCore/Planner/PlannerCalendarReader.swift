import Foundation

/// One calendar object as a calendar app sends it (RFC 4791 §4.1): a one-time item or a
/// series, plus the occurrences edited on their own, all with one UID.
public struct PlannerCalendarObject: Sendable, Equatable {
    public var uid: String
    /// The item or the series; nil when an app sends only edited occurrences (an invitation
    /// to a single occurrence), which Domov refuses.
    public var master: PlannerCalendarEntry?
    public var overrides: [PlannerCalendarEntry]
}

/// What one VEVENT or VTODO says, in the planner's terms: the item's `content` (read through
/// it: `entry.title`) and what the saved item keeps in other forms. Category names stay names:
/// the household decides which category they are.
@dynamicMemberLookup
public struct PlannerCalendarEntry: Sendable, Equatable {
    public var content: PlannerItemContent
    public var categoryName: String?
    /// For an edited occurrence: the start it had in the series (RECURRENCE-ID).
    public var recurrenceID: Date?
    /// A to-do the app marked done, and when (COMPLETED), if it said.
    public var isCompleted: Bool
    public var completedAt: Date?
    public var sequence: Int
    /// The lines Domov does not model, kept for the app (`PlannerCalendarExtras`).
    public var extras: String

    /// `entry.title` reads and writes `entry.content.title`, as on `PlannerItem`.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<PlannerItemContent, Value>) -> Value {
        get { content[keyPath: field] }
        set { content[keyPath: field] = newValue }
    }
}

/// Why a calendar object cannot become planner items. CalDAV answers these with 403 and the
/// matching precondition, so the app tells its user instead of retrying.
public enum PlannerCalendarReadError: Error, Equatable, Sendable {
    case notICalendar(ICalParseError)
    /// No VEVENT or VTODO (or, where a calendar holds them, VJOURNAL), or a component the
    /// calendar written to does not hold.
    case noItem
    case missingUID
    /// RFC 4791 §4.1: one object holds one UID.
    case severalUIDs
    /// Only edited occurrences, no series to attach them to.
    case missingMaster
    case invalidValue(property: String)
    /// Recurrence the planner cannot hold (several RRULEs, a huge sub-daily COUNT or RDATE list).
    case unsupportedRecurrence(String)
    /// A TZID that names no known zone and that no VTIMEZONE of the object defines: placing
    /// the time in some other zone would move it, so it is refused.
    case unknownTimeZone(String)
    /// A UID longer than `PlannerCalendarReader.maximumUIDLength` bytes.
    case uidTooLong(maximum: Int)
    /// A start or end outside `PlannerDateRange` (DTSTART, DTEND, DUE, DURATION), or a SEQUENCE
    /// past `PlannerCalendarReader.maximumSequence`.
    case outOfRange(property: String)
}

/// Reads what calendar apps write (VEVENT, VTODO with VALARMs, RRULE, RDATE, EXDATE, RECURRENCE-ID)
/// into planner entries. The inverse of `PlannerCalendarWriter`: an item written by Domov and
/// read back is the same item.
public struct PlannerCalendarReader: Sendable {
    /// The zone of floating times and dates: the user's. (UTC times are in UTC.)
    public var defaultTimeZone: String

    /// The largest COUNT of a rule that repeats more often than daily.
    public static let maximumSubDailyCount = 10_000
    /// The most RDATE values an object may list (each is expanded on every view of its series).
    public static let maximumRecurrenceDates = 10_000

    public init(defaultTimeZone: String) {
        self.defaultTimeZone = defaultTimeZone
    }

    /// The longest UID kept, in UTF-8 bytes. Apps write 36 to about 200; a UID is part of a
    /// unique index, and PostgreSQL refuses index entries past about 2,700 bytes where SQLite
    /// takes any, so a longer one is refused on both.
    public static let maximumUIDLength = 1000
    /// The highest SEQUENCE kept: both databases store it as a 32-bit integer, and Domov adds
    /// one on every edit.
    public static let maximumSequence = 1_000_000_000

    public func object(from text: String) throws(PlannerCalendarReadError) -> PlannerCalendarObject {
        try object(from: try Self.calendar(text))
    }

    /// Every object of a whole calendar (an export from Google, Outlook or Apple), in file
    /// order, each read on its own: one that cannot become an item does not stop the rest.
    /// `text` is the object as it is stored: the file's calendar properties (but METHOD, which
    /// RFC 4791 §4.1 keeps out of stored objects), the VTIMEZONEs it uses and its components.
    public func objects(
        fromFile text: String
    ) throws(PlannerCalendarReadError) -> [(uid: String, text: String, result: Result<PlannerCalendarObject, PlannerCalendarReadError>)] {
        let calendar = try Self.calendar(text)
        var order: [String] = []
        var byUID: [String: [ICalComponent]] = [:]
        for component in calendar.components where component.hasName("VEVENT") || component.hasName("VTODO") {
            let uid = component.property("UID")?.text ?? ""
            if byUID[uid] == nil { order.append(uid) }
            byUID[uid, default: []].append(component)
        }
        guard !order.isEmpty else { throw .noItem }
        let zones = calendar.components(named: "VTIMEZONE")
        return order.map { uid in
            let components = byUID[uid] ?? []
            let tzids = Set(components.flatMap { $0.properties.compactMap { $0.parameter("TZID") } })
            let single = ICalComponent(
                name: "VCALENDAR", properties: calendar.properties.filter { !$0.hasName("METHOD") },
                components: zones.filter { zone in zone.property("TZID").map { tzids.contains($0.value) } ?? false } + components
            )
            return (uid, single.serialized(), Result { () throws(PlannerCalendarReadError) in try object(from: single) })
        }
    }

    static func calendar(_ text: String) throws(PlannerCalendarReadError) -> ICalComponent {
        // RFC 5545 §3.1 allows no control characters but tab in values; NUL could not even be stored.
        if text.unicodeScalars.contains(where: { $0.value == 0 }) { throw .invalidValue(property: "NUL") }
        let calendar: ICalComponent
        do {
            calendar = try ICalComponent.parse(text)
        } catch {
            throw .notICalendar(error)
        }
        guard calendar.hasName("VCALENDAR") else { throw .noItem }
        return calendar
    }

    func object(from calendar: ICalComponent) throws(PlannerCalendarReadError) -> PlannerCalendarObject {
        let components = calendar.components.filter { $0.hasName("VEVENT") || $0.hasName("VTODO") }
        guard !components.isEmpty else { throw .noItem }
        let uids = Set(components.map { $0.property("UID")?.text ?? "" })
        guard uids.count == 1, let uid = uids.first else { throw .severalUIDs }
        guard !uid.isEmpty else { throw .missingUID }
        guard uid.utf8.count <= Self.maximumUIDLength else { throw .uidTooLong(maximum: Self.maximumUIDLength) }

        let zones = calendar.customTimeZones(preferring: [defaultTimeZone])
        var master: PlannerCalendarEntry?
        var overrides: [PlannerCalendarEntry] = []
        for component in components {
            let entry = try entry(from: component, customZones: zones)
            if entry.recurrenceID == nil {
                guard master == nil else { throw .severalUIDs }
                master = entry
            } else {
                overrides.append(entry)
            }
        }
        guard master != nil else { throw .missingMaster }
        return PlannerCalendarObject(uid: uid, master: master, overrides: overrides)
    }

    /// Properties read into the entry; everything else is kept in `extras`. DTSTAMP, CREATED
    /// and LAST-MODIFIED are Domov's own to write.
    private static let modelled: Set<String> = [
        "UID", "SUMMARY", "DESCRIPTION", "LOCATION", "CATEGORIES", "CLASS", "DTSTART", "DTEND", "DURATION", "DUE",
        "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID", "ATTENDEE", "STATUS", "COMPLETED", "SEQUENCE", "DTSTAMP", "CREATED",
        "LAST-MODIFIED",
    ]

    private func entry(from component: ICalComponent, customZones: [String: TimeZone]) throws(PlannerCalendarReadError)
        -> PlannerCalendarEntry
    {
        let isTodo = component.hasName("VTODO")
        let start = try dateTime(component, "DTSTART")
        let end = try dateTime(component, isTodo ? "DUE" : "DTEND")
        let zoneID = try zoneIdentifier(for: start ?? end, customZones: customZones)
        let zone = TimeZone(identifier: zoneID) ?? .gmt
        let when = try isTodo ? todoWhen(component, start: start, zone: zone) : eventWhen(component, start: start, zone: zone)
        guard PlannerDateRange.contains(when) else {
            let startsInside = when.start(in: zone).map { PlannerDateRange.contains($0) } ?? true
            let endProperty = isTodo ? "DUE" : (component.property("DURATION") != nil ? "DURATION" : "DTEND")
            throw .outOfRange(property: startsInside ? endProperty : (isTodo && start == nil ? "DUE" : "DTSTART"))
        }
        let sequence = component.property("SEQUENCE")?.integer ?? 0
        guard (0...Self.maximumSequence).contains(sequence) else { throw .outOfRange(property: "SEQUENCE") }

        let extraProperties = component.properties.filter { property in
            let name = property.name.uppercased()
            // A to-do's start is the app's (Domov plans by the due time); an event's status other
            // than CONFIRMED (TENTATIVE, a CANCELLED occurrence) is the app's too. Both are kept.
            if isTodo, name == "DTSTART" { return property.value != component.property("DUE")?.value }
            if !isTodo, name == "STATUS" { return property.value.uppercased() != "CONFIRMED" }
            if isTodo, name == "STATUS" { return property.value.uppercased() == "CANCELLED" }
            return !Self.modelled.contains(name)
        }
        let content = PlannerItemContent(
            kind: isTodo ? .todo : (component.properties(named: "ATTENDEE").isEmpty ? .event : .meeting),
            title: component.property("SUMMARY")?.text ?? "",
            notes: component.property("DESCRIPTION")?.text ?? "",
            isPrivate: ["PRIVATE", "CONFIDENTIAL"].contains(component.property("CLASS")?.value.uppercased()),
            timeZoneIdentifier: zoneID, when: when,
            location: component.property("LOCATION")?.text ?? "",
            attendees: component.properties(named: "ATTENDEE").compactMap(Self.attendee)
        )
        var entry = PlannerCalendarEntry(
            content: content, categoryName: component.properties(named: "CATEGORIES").flatMap(\.textList).first { !$0.isEmpty },
            recurrenceID: nil, isCompleted: false, completedAt: nil, sequence: sequence, extras: ""
        )
        if case .floating? = start ?? end { entry.isFloating = true }
        if entry.title.isEmpty { entry.title = "—" }
        entry.title = String(entry.title.prefix(PlannerItem.titleMaximumLength))
        entry.notes = String(entry.notes.prefix(PlannerItem.notesMaximumLength))
        entry.location = String(entry.location.prefix(PlannerItem.locationMaximumLength))

        if let recurrenceID = try dateTime(component, "RECURRENCE-ID") {
            entry.recurrenceID = recurrenceID.instant(floatingZone: zone)
        }
        let rules = component.properties(named: "RRULE")
        if rules.count > 1 { throw .unsupportedRecurrence("several RRULEs") }
        if let rule = rules.first {
            guard let parsed = try? rule.recurrenceRule(), parsed.validate().isEmpty else { throw .invalidValue(property: "RRULE") }
            guard when != .unscheduled else { throw .invalidValue(property: "RRULE") }
            // A COUNT is walked from the first occurrence on every view; for a rule more often than
            // daily a large one would make each view of the household wait (issue 23).
            if parsed.frequency < .daily, let count = parsed.count, count > Self.maximumSubDailyCount {
                throw .unsupportedRecurrence("more than \(Self.maximumSubDailyCount) times more often than daily")
            }
            entry.recurrenceRule = parsed.rruleString
        }
        (entry.recurrenceDates, entry.recurrenceDateLengths) = try recurrenceDates(component, start: when.start(in: zone), zone: zone)
        if entry.recurrenceRule != nil || !entry.recurrenceDates.isEmpty {
            for exdate in component.properties(named: "EXDATE") {
                guard let values = try? exdate.dateTimeList() else { throw .invalidValue(property: "EXDATE") }
                for value in values {
                    if case .dateTime(let excluded) = value { entry.excludedStarts.append(excluded.instant(floatingZone: zone)) }
                }
            }
            entry.excludedStarts.sort()
            // The time the series repeats at, when its first occurrence had to move off it.
            let written = isTodo ? (end ?? (component.property("DURATION") == nil ? start : nil)) : start
            if case .zoned(let local, _)? = written, case .timed(let first, _) = when, LocalDateTime(instant: first, in: zone) != local {
                entry.startAsWritten = local
            }
        }
        if isTodo, component.property("STATUS")?.value.uppercased() == "COMPLETED" || component.property("COMPLETED") != nil {
            entry.isCompleted = true
            entry.completedAt = (try? component.property("COMPLETED")?.dateTime())?.instant(floatingZone: zone)
        }

        // Alarms Domov can deliver (a lead time before the start) become reminders; the rest
        // (absolute times, after the end, repeats) stay with the app.
        var extraComponents: [ICalComponent] = []
        for alarm in component.components(named: "VALARM") {
            if let reminder = Self.reminder(from: alarm), entry.reminders.count < PlannerReminder.maximumCount {
                if !entry.reminders.contains(reminder) { entry.reminders.append(reminder) }
            } else {
                extraComponents.append(alarm)
            }
        }
        entry.reminders.sort()
        extraComponents += component.components.filter { !$0.hasName("VALARM") }
        entry.extras = PlannerCalendarExtras.encode(properties: extraProperties, components: extraComponents)
        return entry
    }

    /// The RDATE starts other than DTSTART's, in order, and the length of each given as a PERIOD
    /// (its end, or its duration from its start). A series of extra dates needs a start to hang
    /// from (an undated to-do has none), and every date must be one the planner can store.
    private func recurrenceDates(_ component: ICalComponent, start: Date?, zone: TimeZone) throws(PlannerCalendarReadError) -> (
        [Date], [Date: Int]
    ) {
        let properties = component.properties(named: "RDATE")
        guard !properties.isEmpty, component.property("RECURRENCE-ID") == nil else { return ([], [:]) }
        guard let start else { throw .invalidValue(property: "RDATE") }
        var dates: Set<Date> = []
        var lengths: [Date: Int] = [:]
        for property in properties {
            guard let values = try? property.dateTimeList() else { throw .invalidValue(property: "RDATE") }
            for value in values {
                let date = value.start.instant(floatingZone: zone)
                guard PlannerDateRange.contains(date) else { throw .outOfRange(property: "RDATE") }
                guard date != start else { continue }
                dates.insert(date)
                if case .period(let period) = value {
                    let end: Date
                    switch period.end {
                    case .dateTime(let value): end = value.instant(floatingZone: zone)
                    case .duration(let duration): end = duration.added(to: date, in: zone)
                    }
                    guard end >= date else { throw .invalidValue(property: "RDATE") }
                    guard PlannerDateRange.contains(end) else { throw .outOfRange(property: "RDATE") }
                    lengths[date] = Int(end.timeIntervalSince(date))
                }
            }
            guard dates.count <= Self.maximumRecurrenceDates else {
                throw .unsupportedRecurrence("more than \(Self.maximumRecurrenceDates) RDATE values")
            }
        }
        return (dates.sorted(), lengths)
    }

    private func dateTime(_ component: ICalComponent, _ name: String) throws(PlannerCalendarReadError) -> ICalDateTime? {
        guard let property = component.property(name) else { return nil }
        do {
            return try property.dateTime()
        } catch {
            throw .invalidValue(property: name)
        }
    }

    /// The item's zone: its TZID when Domov knows it (Windows names included) or the object
    /// defines it; UTC for UTC times; the user's for floating times and dates.
    ///
    /// A series repeats on its start's wall clock (RFC 5545 §3.3.10): one that starts at a UTC
    /// time ("…Z", §3.3.5 form #2) repeats in UTC, at the same instant of every day whatever
    /// clocks anywhere do, so it must not be expanded in the zone of the person who wrote it.
    private func zoneIdentifier(for value: ICalDateTime?, customZones: [String: TimeZone]) throws(PlannerCalendarReadError) -> String {
        if case .utc? = value { return "UTC" }
        guard let tzid = value?.tzid else { return defaultTimeZone }
        if let zone = TimeZoneResolver.timeZone(forTZID: tzid) ?? customZones[tzid] { return zone.identifier }
        throw .unknownTimeZone(tzid)
    }

    private func eventWhen(_ component: ICalComponent, start: ICalDateTime?, zone: TimeZone) throws(PlannerCalendarReadError) -> PlannerWhen
    {
        guard let start else { throw .invalidValue(property: "DTSTART") }
        let end = try dateTime(component, "DTEND")
        let duration: ICalDuration?
        do {
            duration = try component.property("DURATION")?.duration()
        } catch {
            throw .invalidValue(property: "DURATION")
        }
        if case .date(let first) = start {
            var days = 1
            if case .date(let last)? = end { days = last.dayNumber - first.dayNumber }
            if let duration { days = duration.totalSeconds / 86_400 }
            return .allDay(first: first, days: max(1, days))
        }
        let begin = start.instant(floatingZone: zone)
        var seconds = 0
        if let end { seconds = Int(end.instant(floatingZone: zone).timeIntervalSince(begin)) }
        if let duration { seconds = Int(duration.added(to: begin, in: zone).timeIntervalSince(begin)) }
        guard seconds >= 0 else { throw .invalidValue(property: "DTEND") }
        return .timed(start: begin, minutes: seconds / 60)
    }

    /// A to-do is due at DUE, or at DTSTART plus DURATION, or at DTSTART; undated without them.
    private func todoWhen(_ component: ICalComponent, start: ICalDateTime?, zone: TimeZone) throws(PlannerCalendarReadError) -> PlannerWhen
    {
        var due = try dateTime(component, "DUE")
        if due == nil, let start, let duration = try? component.property("DURATION")?.duration() {
            due = .utc(duration.added(to: start.instant(floatingZone: zone), in: zone))
        }
        guard let value = due ?? start else { return .unscheduled }
        if case .date(let day) = value { return .allDay(first: day, days: 1) }
        return .timed(start: value.instant(floatingZone: zone), minutes: 0)
    }

    private static func attendee(_ property: ICalProperty) -> PlannerAttendee? {
        let address = property.value.trimmingCharacters(in: .whitespaces)
        let response = property.parameter("PARTSTAT").flatMap { PlannerAttendee.Response(rawValue: $0.uppercased()) } ?? .needsAction
        let name = property.parameter("CN") ?? ""
        let lowered = address.lowercased()
        if lowered.hasPrefix("urn:uuid:"), let id = ID<User>(String(address.dropFirst("urn:uuid:".count))) {
            return PlannerAttendee(invitee: .member(id), name: name, response: response)
        }
        if lowered.hasPrefix("mailto:") {
            let email = String(address.dropFirst("mailto:".count))
            guard email.contains("@") else { return nil }
            return PlannerAttendee(invitee: .email(email), name: name, response: response)
        }
        return nil
    }

    /// A display or email alarm some time before the start, once; nil for anything else.
    static func reminder(from alarm: ICalComponent) -> PlannerReminder? {
        guard let trigger = alarm.property("TRIGGER"), trigger.valueType != "DATE-TIME",
            trigger.parameter("RELATED")?.uppercased() != "END",
            alarm.property("REPEAT") == nil,
            let duration = try? trigger.duration()
        else { return nil }
        let seconds = duration.totalSeconds
        guard seconds <= 0, -seconds % 60 == 0, -seconds / 60 <= PlannerReminder.maximumMinutesBefore else { return nil }
        return PlannerReminder(minutesBefore: -seconds / 60)
    }
}

/// The iCalendar an app wrote that Domov does not model, stored with the item as the text of
/// a wrapper component and written back into the item's component (`PlannerCalendarWriter`).
public enum PlannerCalendarExtras {
    static let wrapper = "X-DOMOV-EXTRAS"

    public static func encode(properties: [ICalProperty], components: [ICalComponent]) -> String {
        guard !properties.isEmpty || !components.isEmpty else { return "" }
        return ICalComponent(name: wrapper, properties: properties, components: components).serialized()
    }

    /// The stored lines; empty for text that no longer parses, rather than failing the item.
    public static func decode(_ text: String) -> (properties: [ICalProperty], components: [ICalComponent]) {
        guard !text.isEmpty, let wrapper = try? ICalComponent.parse(text, options: .init(validatesKnownValues: false)) else {
            return ([], [])
        }
        return (wrapper.properties, wrapper.components)
    }
}
