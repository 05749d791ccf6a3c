#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A task executor that runs every job on the thread that calls `run()` (the main thread): a
/// command line's task, with this as its preference, runs its actors' code there too, so a short
/// command starts no worker thread (each costs a stack, a malloc arena and a wake-up).
///
/// Jobs may be enqueued from any thread (a timer, a child task that chose the global executor);
/// they run in order of arrival.
final class MainThreadExecutor: TaskExecutor, @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var arrived = pthread_cond_t()
    private var jobs: [UnownedJob] = []
    private var next = 0

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&arrived, nil)
    }

    func enqueue(_ job: UnownedJob) {
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        pthread_cond_signal(&arrived)
        pthread_mutex_unlock(&mutex)
    }

    /// Runs jobs as they arrive, for ever: the process ends when a job calls `exit`.
    func run() -> Never {
        while true {
            pthread_mutex_lock(&mutex)
            while next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
                pthread_cond_wait(&arrived, &mutex)
            }
            let job = jobs[next]
            next += 1
            pthread_mutex_unlock(&mutex)
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
