// The queue worker (worker.h): a FIFO of jobs, one thread, one threadsafe function back to the
// main thread. The thread stops and is joined by the environment's cleanup hook, so a Node
// process exits without a thread still inside the engine.
#include "worker.h"

#include <condition_variable>
#include <deque>
#include <thread>
#include <unordered_map>

namespace wgx::node {
namespace {

struct QueuedJob {
  uint64_t id = 0;  // 0: a release, nobody waits for it
  Job job;
};

class Worker {
 public:
  explicit Worker(Napi::Env env) : env_(env) {
    tsfn_ = Napi::ThreadSafeFunction::New(env, Napi::Function::New(env, [](const Napi::CallbackInfo&) {}), "wgx queue",
                                          0, 1);
    tsfn_.Unref(env);
    thread_ = std::thread([this] { run(); });
  }

  // Idempotent: the 'exit' event of the process and the environment's cleanup hook both stop it.
  void stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) return;
      stopping_ = true;
      jobs_.clear();
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
    tsfn_.Release();
  }

  bool stopped() const { return stopping_; }

  void enqueue(Job job, Napi::Function callback) {
    uint64_t id = next_id_++;
    callbacks_.emplace(id, Napi::Persistent(callback));
    if (callbacks_.size() == 1) tsfn_.Ref(env_);
    push({id, std::move(job)});
  }

  void release(std::shared_ptr<Boxed> boxed) {
    push({0, [boxed = std::move(boxed)](Completion&) mutable { boxed.reset(); }});
  }

 private:
  void push(QueuedJob job) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) return;
      jobs_.push_back(std::move(job));
    }
    wake_.notify_one();
  }

  void run() {
    for (;;) {
      QueuedJob next;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
        if (stopping_) return;
        next = std::move(jobs_.front());
        jobs_.pop_front();
      }
      auto completion = std::make_unique<Completion>();
      {
        std::lock_guard<std::mutex> engine(engine_mutex());
        ErrorCollector collector;
        next.job(*completion);
        next.job = nullptr;  // handles the job captured are released under the lock
        // After what the job reported itself (a submit's errors, then its sanitizer findings).
        for (gpu::Error& error : collector.take()) completion->errors.push_back(std::move(error));
      }
      if (next.id != 0) deliver(next.id, std::move(completion));
    }
  }

  // Hands the completion to the main thread; if Node is shutting down it is dropped there.
  void deliver(uint64_t id, std::unique_ptr<Completion> completion) {
    Completion* raw = completion.release();
    napi_status status = tsfn_.NonBlockingCall([this, id, raw](Napi::Env env, Napi::Function) {
      std::unique_ptr<Completion> owned(raw);
      if (env != nullptr) finish(env, id, *owned);
    });
    if (status != napi_ok) delete raw;
  }

  // On the main thread: calls the job's callback with the completion as a JavaScript object.
  void finish(Napi::Env env, uint64_t id, Completion& completion) {
    auto found = callbacks_.find(id);
    if (found == callbacks_.end()) return;
    Napi::FunctionReference callback = std::move(found->second);
    callbacks_.erase(found);
    if (callbacks_.empty()) tsfn_.Unref(env);
    Napi::HandleScope scope(env);
    Napi::Object result = Napi::Object::New(env);
    result.Set("errors", errors_to_js(env, completion.errors));
    result.Set("status", Napi::Number::New(env, completion.status));
    result.Set("message", Napi::String::New(env, completion.message));
    if (completion.object) result.Set("object", wrap(env, std::move(completion.object)));
    // An exception thrown by the callback is JavaScript's (an uncaught exception), not the worker's.
    try {
      callback.Call({result});
    } catch (const Napi::Error& error) {
      error.ThrowAsJavaScriptException();
    }
  }

  Napi::Env env_;
  Napi::ThreadSafeFunction tsfn_;
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<QueuedJob> jobs_;
  bool stopping_ = false;
  uint64_t next_id_ = 1;
  std::unordered_map<uint64_t, Napi::FunctionReference> callbacks_;  // main thread only
};

Worker* g_worker = nullptr;  // one per process: Node loads the addon into its main environment

}  // namespace

void enqueue(Napi::Env env, Job job, Napi::Function callback) {
  if (g_worker == nullptr || g_worker->stopped()) throw Napi::Error::New(env, "wgx: the queue worker has stopped");
  g_worker->enqueue(std::move(job), callback);
}

void release_later(std::shared_ptr<Boxed> boxed) {
  if (g_worker != nullptr && !g_worker->stopped()) {
    g_worker->release(std::move(boxed));
    return;
  }
  std::lock_guard<std::mutex> engine(engine_mutex());
  boxed.reset();
}

// shutdown(): stops the worker (after the job it is running); index.js calls it on the process's
// 'exit' event, since process.exit() does not run the environment's cleanup hooks before the C++
// runtime's static destructors, which must not meet a thread still inside the engine.
Napi::Value Shutdown(const Napi::CallbackInfo& info) {
  if (g_worker != nullptr) g_worker->stop();
  return info.Env().Undefined();
}

void init_worker(Napi::Env env, Napi::Object exports) {
  if (g_worker != nullptr) throw Napi::Error::New(env, "wgx: the addon is already loaded in another environment");
  g_worker = new Worker(env);
  env.AddCleanupHook([] {
    g_worker->stop();  // the Worker object stays: finalizers after this release at once
  });
  exports.Set("shutdown", Napi::Function::New(env, Shutdown));
}

}  // namespace wgx::node
