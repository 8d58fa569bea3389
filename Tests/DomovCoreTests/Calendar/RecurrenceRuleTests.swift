@testable import DomovCore
import Foundation
import Testing

@Suite("RecurrenceRule: parsing, canonical string, validation")
struct RecurrenceRuleTests {
    @Test func parsesEveryPartAndWritesTheCanonicalString() throws {
        let rule = try RecurrenceRule(
            rrule:
                """
                rrule:wkst=su;bysetpos=-1;bymonth=1,6;byweekno=20;byyearday=-1,100;bymonthday=-1,15;byday=-1su,2mo,TU;byhour=9;byminute=30;\
                bysecond=0;count=5;interval=2;freq=yearly;
                """
        )
        #expect(rule.frequency == .yearly)
        #expect(rule.interval == 2)
        #expect(rule.count == 5)
        #expect(rule.byDay == [.init(.sunday, ordinal: -1), .init(.monday, ordinal: 2), .init(.tuesday)])
        #expect(rule.weekStart == .sunday)
        #expect(
            rule.rruleString
                == """
                FREQ=YEARLY;COUNT=5;INTERVAL=2;BYSECOND=0;BYMINUTE=30;BYHOUR=9;BYDAY=-1SU,2MO,TU;BYMONTHDAY=-1,15;BYYEARDAY=-1,100;\
                BYWEEKNO=20;BYMONTH=1,6;BYSETPOS=-1;WKST=SU
                """
        )
        #expect(try RecurrenceRule(rrule: rule.rruleString) == rule)
    }

    @Test func untilFormsAndUnknownPartsRoundTrip() throws {
        for text in [
            "FREQ=DAILY;UNTIL=20241231", "FREQ=DAILY;UNTIL=20241231T230000Z", "FREQ=DAILY;UNTIL=20241231T230000",
            "FREQ=WEEKLY;BYDAY=MO;X-NAME=value;RSCALE=GREGORIAN",
        ] {
            let rule = try RecurrenceRule(rrule: text)
            #expect(rule.rruleString == text)
            #expect(try RecurrenceRule(rrule: rule.rruleString) == rule)
        }
        #expect(try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20241231").until == .date(LocalDate(year: 2024, month: 12, day: 31)!))
    }

    @Test func syntaxErrorsThrow() {
        for text in [
            "", "BYDAY=MO", "FREQ=FORTNIGHTLY", "FREQ=DAILY;FREQ=WEEKLY", "FREQ=DAILY;COUNT=x", "FREQ=DAILY;BYDAY=XX",
            "FREQ=DAILY;BYDAY=1", "FREQ=DAILY;UNTIL=2024", "FREQ=DAILY;WKST=XY", "FREQ=DAILY;BYMONTH=", "FREQ=DAILY;NOEQUALS",
        ] {
            #expect(throws: ICalValueError.self, "\(text)") { try RecurrenceRule(rrule: text) }
        }
    }

    @Test func validationReportsEachProblemByPart() throws {
        func problems(_ text: String) throws -> [RecurrenceRule.Problem] { try RecurrenceRule(rrule: text).validate() }
        #expect(try problems("FREQ=WEEKLY;BYDAY=MO,FR").isEmpty)
        #expect(try problems("FREQ=DAILY;COUNT=3;UNTIL=20240101").contains(.init(part: "COUNT", kind: .countWithUntil)))
        #expect(try problems("FREQ=DAILY;INTERVAL=0").map(\.part) == ["INTERVAL"])
        #expect(try problems("FREQ=YEARLY;BYMONTH=13").map(\.part) == ["BYMONTH"])
        #expect(try problems("FREQ=MONTHLY;BYMONTHDAY=0,32").count == 2)
        #expect(try problems("FREQ=DAILY;BYHOUR=24;BYMINUTE=60;BYSECOND=61").map(\.part) == ["BYSECOND", "BYMINUTE", "BYHOUR"])
        #expect(try problems("FREQ=MONTHLY;BYWEEKNO=3") == [.init(part: "BYWEEKNO", kind: .notAllowedWithFrequency(.monthly))])
        #expect(try problems("FREQ=WEEKLY;BYYEARDAY=3").map(\.part) == ["BYYEARDAY"])
        #expect(try problems("FREQ=HOURLY;BYYEARDAY=3").isEmpty)
        #expect(try problems("FREQ=WEEKLY;BYMONTHDAY=3") == [.init(part: "BYMONTHDAY", kind: .notAllowedWithFrequency(.weekly))])
        #expect(try problems("FREQ=WEEKLY;BYDAY=1MO") == [.init(part: "BYDAY", kind: .ordinalNotAllowed)])
        #expect(try problems("FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO").map(\.kind) == [.ordinalNotAllowed])
        #expect(try problems("FREQ=MONTHLY;BYDAY=6MO,0TU").map(\.kind) == [.outOfRange(value: 0, allowed: "±1…53")])
        #expect(try problems("FREQ=MONTHLY;BYSETPOS=1") == [.init(part: "BYSETPOS", kind: .setPosNeedsAnotherPart)])
        let dateStart = ICalDateTime.floating(LocalDateTime(year: 2024, month: 1, day: 1, hour: 9)!)
        #expect(try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20240201").validate(start: dateStart).map(\.kind) == [.untilTypeMismatch])
    }
}
