#include <sycl/sycl.hpp>

// Records with only data members and default member initializers (`int hits = 3;`, a brace
// initializer, a nested record with its own), default-initialised in an `@inner` body and as an
// `@exclusive` object, and as `@shared` elements, which are uninitialised on every backend and
// which each work-item assigns before they are read.
struct Counts {
  int hits = 3;
  int misses = {4};
};

struct Cell {
  float w = 0.5f;
  Counts c;
  int tag = -1;
};

extern "C" void _occa_defaultMemberInits_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *in, float *out, int *tags) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &row = *sycl::ext::oneapi::group_local_memory_for_overwrite<Cell[4]>(item_.get_group());
          Cell mine;
          {
            int t = 0 + item_.get_local_id(2);
            Cell fresh;
            fresh.w += in[b * 4 + t];
            row[t] = fresh;
            mine.c.hits += t;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 4 + t] = row[3 - t].w + mine.w + (float)(mine.c.hits * 10 + mine.c.misses);
            tags[b * 4 + t] = row[3 - t].tag + row[t].c.misses * 100 + row[t].c.hits * 1000;
          }
        }
      }();
    });
  });
}
