import DomovCore
import Foundation

struct NameDayAboutPage {
    let frame: NameDayFrame

    func render() -> HTML {
        frame.render(
            title: frame(.aboutHeading), tab: .about,
            """
            <section class="card" id="about">
            <p>\(frame(.aboutWhat))</p>
            <p>\(frame(.aboutReminders))</p>
            <p>\(frame(.aboutSources))</p>
            <p class="muted">\(frame(.aboutSeed))</p>
            </section>
            """)
    }
}
