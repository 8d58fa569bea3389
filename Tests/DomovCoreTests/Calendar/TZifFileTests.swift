@testable import DomovCore
import Foundation
import Testing

/// Generated VTIMEZONEs name their observances as the zone does (CET/CEST), not as Foundation
/// on Linux does ("GMT+1"): calendar apps show TZNAME to people.
@Suite("Zone abbreviations from tzdata (TZif, RFC 8536)")
struct TZifFileTests {
    static let zones: [(zone: String, standard: String, daylight: String?)] = [
        ("Europe/Prague", "CET", "CEST"),
        ("America/New_York", "EST", "EDT"),
        ("Europe/London", "GMT", "BST"),
        ("Australia/Sydney", "AEST", "AEDT"),
        ("Asia/Tokyo", "JST", nil),
    ]

    @Test(arguments: zones)
    func vtimezonesCarryTheZonesOwnAbbreviations(_ expected: (zone: String, standard: String, daylight: String?)) throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/\(expected.zone)"), "tzdata is installed")
        let zone = try #require(TimeZone(identifier: expected.zone))
        // Past the files' last explicit transition (2037), where the footer's rule speaks.
        for (from, to) in [(1_704_067_200.0, 1_798_761_600.0), (2_240_524_800.0, 2_303_596_800.0)] {
            let component = VTimeZoneBuilder.component(
                for: zone, from: Date(timeIntervalSince1970: from), to: Date(timeIntervalSince1970: to))
            let standard = component.components(named: "STANDARD").compactMap { $0.property("TZNAME")?.text }
            let daylight = component.components(named: "DAYLIGHT").compactMap { $0.property("TZNAME")?.text }
            #expect(!standard.isEmpty && standard.allSatisfy { $0 == expected.standard }, "\(expected.zone) \(from): \(standard)")
            #expect(daylight.allSatisfy { $0 == expected.daylight }, "\(expected.zone) \(from): \(daylight)")
            #expect(daylight.isEmpty == (expected.daylight == nil), "\(expected.zone) \(from)")
        }
    }

    @Test func aFileReadsItsTransitionsTypesAndFooter() throws {
        let prague = try #require(TZifFile.system(zone: "Europe/Prague"))
        // 2024-07-01 is summer time, 2024-01-15 winter time; 1950 is before the footer's reach.
        #expect(prague.abbreviation(atUTC: 1_719_792_000, offset: 7200, isDaylight: true) == "CEST")
        #expect(prague.abbreviation(atUTC: 1_705_276_800, offset: 3600, isDaylight: false) == "CET")
        #expect(prague.abbreviation(atUTC: 4_102_444_800, offset: 3600, isDaylight: false) == "CET")
        // An offset the zone does not have at that instant is not named by guess.
        #expect(prague.abbreviation(atUTC: 1_705_276_800, offset: 12_345, isDaylight: false) == nil)
    }

    @Test func posixRulesNameBothTimesWithTheirOffsets() {
        #expect(TZifFile.names(inPOSIXRule: "CET-1CEST,M3.5.0,M10.5.0/3").map(\.name) == ["CET", "CEST"])
        #expect(TZifFile.names(inPOSIXRule: "CET-1CEST,M3.5.0,M10.5.0/3").map(\.offset) == [3600, 7200])
        #expect(TZifFile.names(inPOSIXRule: "EST5EDT,M3.2.0,M11.1.0").map(\.offset) == [-18_000, -14_400])
        #expect(TZifFile.names(inPOSIXRule: "<+0545>-5:45").map(\.name) == ["+0545"])
        #expect(TZifFile.names(inPOSIXRule: "<+0545>-5:45").map(\.offset) == [20_700])
        #expect(TZifFile.names(inPOSIXRule: "IST-1GMT0,M10.5.0,M3.5.0/1").map(\.offset) == [3600, 0])
        #expect(TZifFile.names(inPOSIXRule: "").isEmpty)
    }

    @Test func aMissingOrBrokenFileFallsBackToFoundation() throws {
        #expect(TZifFile.system(zone: "Not/AZone") == nil)
        #expect(TZifFile.system(zone: "../../etc/passwd") == nil)
        #expect(TZifFile(Data("TZif2 but short".utf8)) == nil)
        #expect(TZifFile(Data(repeating: 0, count: 100)) == nil)
        let zone = try #require(TimeZone(identifier: "GMT+0100") ?? TimeZone(secondsFromGMT: 3600))
        let component = VTimeZoneBuilder.component(
            for: zone, from: Date(timeIntervalSince1970: 1_700_000_000), to: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(component.components.first?.property("TZNAME") != nil)
    }
}
