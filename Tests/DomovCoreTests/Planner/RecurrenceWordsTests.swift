import DomovCore
import Foundation
import Testing

@Suite("A repeat rule in words, in English and Czech")
struct RecurrenceWordsTests {
    static let prague = TimeZone(identifier: "Europe/Prague")!
    /// Tuesday 12 May 2026: the second Tuesday of May.
    static let start = LocalDate(year: 2026, month: 5, day: 12)!

    /// (rule, English, Czech), described from `start` in Prague.
    static let sentences: [(String, String, String)] = [
        ("FREQ=DAILY", "Daily", "Každý den"),
        ("FREQ=DAILY;INTERVAL=3;COUNT=5", "Every 3 days, 5 times", "Každý třetí den, 5krát"),
        ("FREQ=WEEKLY", "Weekly on Tuesday", "Každý týden v úterý"),
        (
            "FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=MO,TH", "Every 2 weeks on Monday and Thursday, 10 times",
            "Každý druhý týden v pondělí a ve čtvrtek, 10krát"
        ),
        ("FREQ=WEEKLY;BYDAY=MO,WE,FR", "Weekly on Monday, Wednesday and Friday", "Každý týden v pondělí, ve středu a v pátek"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "Every weekday", "Každý pracovní den"),
        ("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "Every weekday", "Každý pracovní den"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR", "Every 2 weeks on weekdays", "Každý druhý týden v pracovní dny"),
        ("FREQ=WEEKLY;BYDAY=SA,SU;COUNT=1", "Weekly on weekends, once", "Každý týden o víkendech, jednou"),
        ("FREQ=MONTHLY", "Monthly on day 12", "Každý měsíc 12. dne"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,15,-1", "Monthly on days 1 and 15 and the last day", "Každý měsíc 1. a 15. dne a poslední den"),
        (
            "FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270331T215959Z", "Monthly on the second Tuesday until 31 March 2027",
            "Každý měsíc ve druhé úterý do 31. března 2027"
        ),
        ("FREQ=MONTHLY;BYDAY=-1FR", "Monthly on the last Friday", "Každý měsíc v poslední pátek"),
        ("FREQ=MONTHLY;BYDAY=1MO,3MO", "Monthly on the first and third Monday", "Každý měsíc v první a třetí pondělí"),
        ("FREQ=MONTHLY;BYDAY=2WE", "Monthly on the second Wednesday", "Každý měsíc ve druhou středu"),
        ("FREQ=MONTHLY;BYDAY=4TH", "Monthly on the fourth Thursday", "Každý měsíc ve čtvrtý čtvrtek"),
        ("FREQ=MONTHLY;BYDAY=-2SU", "Monthly on the second-to-last Sunday", "Každý měsíc v předposlední neděli"),
        ("FREQ=MONTHLY;INTERVAL=3;BYDAY=1SA", "Every 3 months on the first Saturday", "Každý třetí měsíc v první sobotu"),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "Monthly on the last weekday", "Každý měsíc v poslední pracovní den"),
        ("FREQ=YEARLY", "Annually on 12 May", "Každý rok 12. května"),
        (
            "FREQ=YEARLY;INTERVAL=2;UNTIL=20301224", "Every 2 years on 12 May until 24 December 2030",
            "Každý druhý rok 12. května do 24. prosince 2030"
        ),
        ("FREQ=YEARLY;BYDAY=2TU;BYMONTH=3", "Annually on the second Tuesday of March", "Každý rok ve druhé úterý v březnu"),
        ("FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "Annually on the last Sunday of October", "Každý rok v poslední neděli v říjnu"),
        ("FREQ=YEARLY;BYMONTH=3,9", "Annually on day 12 in March and September", "Každý rok 12. dne v březnu a v září"),
        ("FREQ=YEARLY;BYYEARDAY=100", "Annually on day 100 of the year", "Každý rok 100. den v roce"),
        ("FREQ=YEARLY;BYDAY=20MO", "Annually on the 20th Monday of the year", "Každý rok ve 20. pondělí v roce"),
        ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "Annually on Monday in week 20", "Každý rok v pondělí ve 20. týdnu"),
        ("FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR", "Every hour on weekdays", "Každou hodinu v pracovní dny"),
        ("FREQ=HOURLY;INTERVAL=2", "Every 2 hours", "Každou druhou hodinu"),
        ("FREQ=MINUTELY;INTERVAL=15;BYHOUR=9,10", "Every 15 minutes in the 09:00 and 10:00 hours", "Každou 15. minutu v 9 a 10 hodin"),
        ("FREQ=DAILY;BYHOUR=9,17;BYMINUTE=30", "Daily at 09:30 and 17:30", "Každý den v 9:30 a 17:30"),
        ("FREQ=DAILY;BYHOUR=2", "Daily in the 02:00 hour", "Každý den ve 2 hodiny"),
        ("FREQ=DAILY;BYMONTH=12", "Daily in December", "Každý den v prosinci"),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1,2,3;BYSETPOS=1,-1", "Monthly on days 1, 2 and 3 (only the first and last of each month)",
            "Každý měsíc 1., 2. a 3. dne (jen první a poslední výskyt v každém měsíci)"
        ),
        ("FREQ=WEEKLY;INTERVAL=12;BYDAY=FR", "Every 12 weeks on Friday", "Každý 12. týden v pátek"),
        (
            "FREQ=DAILY;RSCALE=HEBREW", "Daily (with further conditions from a calendar app)",
            "Každý den (s dalšími podmínkami z kalendářové aplikace)"
        ),
        ("FREQ=DAILY;X-APP-NOTE=1", "Daily", "Každý den"),
    ]

    @Test(arguments: 0..<sentences.count)
    func describesTheRuleInBothLanguages(_ index: Int) {
        let (rule, english, czech) = Self.sentences[index]
        #expect(RecurrenceWords(.english).describe(rule: rule, start: Self.start, timeZone: Self.prague) == english)
        #expect(RecurrenceWords(.czech).describe(rule: rule, start: Self.start, timeZone: Self.prague) == czech)
    }

    @Test func withoutAStartABareRuleSaysOnlyItsFrequency() {
        #expect(RecurrenceWords(.english).describe(rule: "FREQ=WEEKLY", timeZone: Self.prague) == "Weekly")
        #expect(RecurrenceWords(.czech).describe(rule: "FREQ=YEARLY", timeZone: Self.prague) == "Každý rok")
    }

    @Test(arguments: ["", "FREQ=FORTNIGHTLY", "BYDAY=MO", "FREQ=DAILY;COUNT=many"])
    func aRuleThatDoesNotParseGetsASentenceNotItsText(_ rule: String) {
        let english = RecurrenceWords(.english).describe(rule: rule, timeZone: Self.prague)
        let czech = RecurrenceWords(.czech).describe(rule: rule, timeZone: Self.prague)
        #expect(english == "Repeats by a rule from a calendar app")
        #expect(czech == "Opakuje se podle pravidla z kalendářové aplikace")
    }

    @Test func noSentenceShowsRRULEText() {
        for language in Language.allCases {
            for (rule, _, _) in Self.sentences {
                let text = RecurrenceWords(language).describe(rule: rule, start: Self.start, timeZone: Self.prague)
                #expect(!text.contains("FREQ") && !text.contains("BY") && !text.contains("="), "\(rule) in \(language): \(text)")
            }
        }
    }
}
