// GListModel: the list interface that list views, selections and tree models read.
import CGtk

/// A wrapper whose instance implements GListModel.
@MainActor
public protocol ListModel: AnyObject {
    /// The instance as a `GListModel*`.
    var listModel: OpaquePointer { get }
}

extension ListModel {
    /// The number of items (`g_list_model_get_n_items`).
    public var itemCount: Int { Int(g_list_model_get_n_items(listModel)) }

    /// A new reference to the model, for C calls that take ownership of a model
    /// (`gtk_single_selection_new`, `gtk_tree_list_model_new`, a create-model function's result).
    func transferredReference() -> OpaquePointer {
        OpaquePointer(g_object_ref(UnsafeMutableRawPointer(listModel)))
    }
}
