import Foundation

/// Turns an iCalendar TZID into a Foundation `TimeZone`.
///
/// Real files carry more than IANA names: Outlook writes Windows names ("W. Europe Standard
/// Time"), old Lightning/Sunbird files write "/mozilla.org/20050126_1/Europe/Prague", some
/// tools a bare "/Europe/Prague" or a quoted name. All of them name an IANA zone in the end;
/// a TZID that names none gives nil, and the caller decides (floating, or the user's zone).
public enum TimeZoneResolver {
    /// The zone a TZID means, or nil when it cannot be recognised.
    public static func timeZone(forTZID rawTZID: String) -> TimeZone? {
        var tzid = rawTZID.trimmingWhitespace
        if tzid.hasPrefix("\""), tzid.hasSuffix("\""), tzid.count >= 2 { tzid = String(tzid.dropFirst().dropLast()) }
        guard !tzid.isEmpty else { return nil }
        if let zone = ianaZone(tzid) { return zone }
        if let iana = WindowsTimeZones.byLowercasedName[tzid.lowercased()], let zone = TimeZone(identifier: iana) {
            return zone
        }
        // "/mozilla.org/20050126_1/Europe/Prague", "/softwarestudio.org/Olson_20011030_5/America/New_York",
        // "/Europe/Prague": try ever shorter suffixes of the path.
        let parts = tzid.split(separator: "/").map(String.init)
        if parts.count > 1 {
            for start in 0..<parts.count {
                let candidate = parts[start...].joined(separator: "/")
                if let zone = ianaZone(candidate) { return zone }
            }
        }
        // Outlook sometimes puts the display form "(UTC+01:00) Amsterdam, Berlin, ..." in TZID.
        return nil
    }

    private static func ianaZone(_ name: String) -> TimeZone? {
        // TimeZone(identifier:) also accepts abbreviations like "EST" and offsets like "GMT+1";
        // only accept region names with a slash, or the UTC/GMT family, so that junk such as "X"
        // is not silently turned into GMT.
        let upper = name.uppercased()
        if ["UTC", "GMT", "Z", "ETC/UTC", "ETC/GMT", "UNIVERSAL", "ZULU"].contains(upper) {
            return TimeZone(identifier: "UTC")
        }
        guard name.contains("/"), let zone = TimeZone(identifier: name) else { return nil }
        return zone
    }
}
