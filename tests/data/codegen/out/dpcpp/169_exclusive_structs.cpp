#include <sycl/sycl.hpp>

// `@exclusive` structs and arrays of structs (member access, whole-struct copies, a struct
// with an array member, a reference to an element taken inside `@inner`), and a `@shared`
// array of structs read back reversed.
struct Acc {
  float sum;
  int count;
  float hist[2];
};

struct Cell {
  float v;
  int k;
};

extern "C" void _occa_exclusiveStructs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *x, float *out, int *cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          Acc a;
          Acc pair[2];
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<Cell[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            a.sum = x[b * 8 + t];
            a.count = 1;
            a.hist[0] = a.sum;
            a.hist[1] = -a.sum;
            pair[0] = a;
            pair[1].sum = 2 * a.sum;
            pair[1].count = t;
            s[t].v = a.sum;
            s[t].k = t;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            Acc &r = pair[1];
            r.sum += s[7 - t].v;
            r.count += s[7 - t].k;
            a.hist[1] += pair[0].hist[0];
            a.count += (&pair[0])->count;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 8 + t] = a.hist[1] + pair[1].sum;
            cnt[b * 8 + t] = pair[1].count * 10 + a.count;
          }
        }
      }();
    });
  });
}
