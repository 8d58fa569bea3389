import Logging
import ServiceLifecycle

#if canImport(Glibc)
    import Glibc
#endif

/// Gives the heap memory the process has freed back to the system every ten seconds.
///
/// glibc keeps what is freed in each thread's arena for that arena to use again and, of its own
/// accord, returns only the top of the main heap. So after a burst of work (a calendar app's first
/// sync, a run of large REPORTs) an idle server kept about 8 MB it no longer used (bench/README.md,
/// session 22). A round (`malloc_trim(0)`) walks the arenas' free pages: 2.5 ms just after the
/// CalDAV bench's load, 0.1 ms idle. Memory still in use is not touched. Elsewhere than glibc
/// the service does nothing.
struct FreedMemoryReturner: Service {
    let logger: Logger
    var interval: Duration = .seconds(10)

    func run() async {
        await repeatUntilShutdown(every: interval, logger: logger, failure: "Returning freed memory failed; will try again") {
            Self.returnFreedMemory()
        }
    }

    static func returnFreedMemory() {
        _ = mallocTrim?(0)
    }

    /// glibc's `malloc_trim`, looked up by name: Swift's Glibc module does not include
    /// `<malloc.h>`, and another C library has no such function (nil).
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            // nil is RTLD_DEFAULT: the symbol wherever the process has it.
            guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
