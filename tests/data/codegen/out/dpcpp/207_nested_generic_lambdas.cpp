#include <sycl/sycl.hpp>

// C++ in `@inner` bodies: a generic lambda (`auto` parameter) whose body defines and calls a
// second lambda capturing by copy, both reading an `@exclusive` value (the inner copy captures
// the lowered per-work-item storage and must still read this work-item's element); `if
// constexpr`; a function template taking a `const` reference to a `@shared` row; a ternary
// lvalue choosing between two `@exclusive` variables; `static_cast`; a comma in a regular
// loop's increment.
template <int N, typename T>
T rowDot(const T (&row)[N], const T *w) {
  T s = 0;
  for (int k = 0, j = N - 1; k < N; ++k, --j) {
    s += row[k] * w[j];
  }
  return s;
}

extern "C" void _occa_nestedLambdas_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *w, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 10)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &rows = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][5]>(item_.get_group());
          int e;
          int f;
          {
            int i = 0 + item_.get_local_id(2);
            rows[i / 5][i % 5] = g + i;
            e = i * 3;
            f = -i;
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            const int q = static_cast<int>(static_cast<unsigned int>(i + g) % 3u);
            auto outer = [&](auto x) {
              auto inner = [=](int y) {
                return x * y + e;
              };
              return inner(q) + inner(1);
            };
            int v = 0;
            if constexpr (sizeof(short) == 2) {
              v = outer(i) + outer(2L);
            } else {
              v = -1;
            }
            (i % 2 ? e : f) += 100;
            out[g * 10 + i] = v * 1000 + rowDot(rows[i % 2], w) + e + f;
          }
        }
      }();
    });
  });
}
