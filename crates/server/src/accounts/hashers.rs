//! The threads that hash and check passwords: always the same two, so that argon2id's
//! 19 MiB a hash comes from (and stays with) two threads' memory, not from whichever of the
//! runtime's blocking threads runs it, each of which would keep its own once used
//! (`docs/online.md`, "Accounts", has the figures).

use std::sync::{
    Arc, Mutex, PoisonError,
    mpsc::{Sender, channel},
};

use tokio::sync::oneshot;

/// A password's work.
type Job = Box<dyn FnOnce() + Send>;

/// The hashing threads, and the queue they take work from, first come first served.
#[derive(Debug)]
pub struct Hashers {
    jobs: Sender<Job>,
}

impl Hashers {
    /// `threads` threads, waiting for work.
    pub fn new(threads: usize) -> Self {
        let (jobs, queue) = channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for number in 0..threads {
            let queue = Arc::clone(&queue);
            let started = std::thread::Builder::new()
                .name(format!("passwords-{number}"))
                .spawn(move || {
                    loop {
                        let job = queue.lock().unwrap_or_else(PoisonError::into_inner).recv();
                        match job {
                            Ok(job) => job(),
                            // The server is stopping.
                            Err(_) => return,
                        }
                    }
                });
            if let Err(error) = started {
                tracing::error!(%error, "a thread for passwords could not be started");
            }
        }
        Hashers { jobs }
    }

    /// Runs `work` on one of the threads when its turn comes: its result, or none if no
    /// thread could run it.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (done, result) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(work());
        });
        self.jobs.send(job).ok()?;
        result.await.ok()
    }
}
